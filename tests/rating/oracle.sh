#!/usr/bin/env bash
# The ratings against the reference implementation (issue 32): npm's
# openskill, pinned below and installed by npm into build/oracle (never
# committed), rates random match sequences, and src/rules/rating.c through
# DRIVER (oracle_driver.c) must give every player the same mu and sigma to
# 1e-6; then referee rating on a random league (league.sh) against openskill
# fed the same deals. Node and npm are required: without them, or when the
# package cannot be installed, this fails and says what is missing.
#   REFEREE_BIN=./referee bash tests/rating/oracle.sh DRIVER [SEQUENCES] [SEED]
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
driver=${1:?usage: oracle.sh DRIVER [SEQUENCES] [SEED]}
nseq=${2:-60}
seed=${3:-1}
version=4.1.1
dir=$root/build/oracle

for tool in node npm; do
	if ! command -v "$tool" > /dev/null; then
		echo "oracle: FAIL: '$tool' is not installed; the rating oracle needs Node.js and npm" \
		    "(Debian: apt-get install -y nodejs npm)"
		exit 1
	fi
done
if [ "$(node -p "require('$dir/node_modules/openskill/package.json').version" 2>/dev/null)" != "$version" ]; then
	mkdir -p "$dir"
	[ -f "$dir/package.json" ] || echo '{ "private": true }' > "$dir/package.json"
	if ! (cd "$dir" && npm install --no-audit --no-fund --silent "openskill@$version" > npm.log 2>&1); then
		echo "oracle: FAIL: npm could not install openskill@$version into $dir:"
		tail -5 "$dir/npm.log"
		exit 1
	fi
fi
cp "$here/oracle.mjs" "$here/league.mjs" "$dir/" || exit 1
st=0
node "$dir/oracle.mjs" "$driver" "$nseq" "$seed" || st=1
if [ -n "${REFEREE_BIN:-}" ]; then
	bash "$here/league.sh" "$REFEREE_BIN" "$dir" || st=1
fi
exit $st
