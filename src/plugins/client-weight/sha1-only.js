// Stands in for crypto-js in the OpenAPI theme, which hashes storage keys with SHA1 and nothing else.
module.exports = {SHA1: require('crypto-js/sha1')};
