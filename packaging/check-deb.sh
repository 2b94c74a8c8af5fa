#!/usr/bin/env bash
# Builds the Debian package from a configured build folder and checks it with lintian (errors fail).
# usage: packaging/check-deb.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: packaging/check-deb.sh BUILD_DIR}
cd "$build"
cmake --build . >/dev/null
rm -f goodput-planner_*.deb
cpack -G DEB >/dev/null
deb=$(ls goodput-planner_*.deb)
echo "$deb"
dpkg-deb --info "$deb" | sed -n '/Depends/p'
lintian --fail-on error "$deb"
