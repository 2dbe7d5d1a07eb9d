// Loader for postman-collection's dynamic variables ({{$randomFirstName}} and a hundred more, made with faker, about
// 1.5 MB): only variable substitution reads them, and neither the OpenAPI theme nor the code generators the site
// keeps substitute variables (tests/unit/upgrade-guards.test.mjs), so the table the browser gets is empty.
// postman-collection comes three times, the theme's copy and two generators' own, each with its faker.
module.exports = function noDynamicVariables() {
  return 'module.exports = {};\n';
};
