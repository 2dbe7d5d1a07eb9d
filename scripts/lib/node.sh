# Sourced by scripts/site.sh and scripts/test.sh: every step, npm ci included, runs on the Node version that the
# `node` devDependency pins. npm runs on whichever `node` is first on PATH, so when the machine's Node is another
# version the pinned one is installed from the npm registry (its platform package ships the binary) into .tools/
# and put first on PATH. Installing on the pinned Node matters: npm skips optional packages whose engines the
# installing Node does not satisfy (Hardhat's native EDR build needs Node 22 or later).
want="v$(node -p "require('./package.json').devDependencies.node")"
if [ "$(node --version)" != "$want" ]; then
  tools="$PWD/.tools/node"
  if [ ! -x "$tools/node_modules/.bin/node" ] || [ "$("$tools/node_modules/.bin/node" --version)" != "$want" ]; then
    echo "Node $(node --version) found; installing Node $want from the npm registry into .tools/node" >&2
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-save --no-package-lock --no-audit --no-fund "node@${want#v}" >&2
  fi
  export PATH="$tools/node_modules/.bin:$PATH"
fi
