#!/usr/bin/env bash
# Sets up a Debian 12 machine for Goodput Planner, builds it, and then runs it or its tests.
#   packaging/dev.sh run [PLAN]   install what is missing, build, launch the application (example plan by default)
#   packaging/dev.sh test         install what is missing, build, run the whole test suite (GUI tests offscreen)
#   packaging/dev.sh build        install what is missing and build
#   packaging/dev.sh bench [ARGS] install what is missing, build and run goodput-bench (--only NAME-PREFIX)
#   packaging/dev.sh asan         the tests that exercise memory (the core's, the command line's and the parsers'
#                                 corpora) and the widgets' tests (offscreen) again under AddressSanitizer and
#                                 UndefinedBehaviorSanitizer
#   packaging/dev.sh tsan         the tests that run work on other threads (the core's simulation, curves and plan
#                                 search; the views' background tasks) again under ThreadSanitizer
# Re-running is quick: packages already present are not reinstalled and the build is incremental.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${GOODPUT_BUILD_DIR:-"$here/build"}
mode=${1:-}
[ $# -gt 0 ] && shift

# Everything the build, the application and the tests need (lld links them; libqpdf reads and writes PDFs;
# poppler-utils checks the PDF proposal, qpdf and ghostscript rewrite it as other tools would; yaml-cpp writes and reads
# deployment files, python3-yaml and python3-jsonschema check them against the schedulers' schemas; IPA Gothic sets
# Japanese on screen and in proposals; qt6-translations-l10n translates Qt's own texts; xvfb runs the window in a bare
# X session; desktop-file-utils, appstream, shared-mime-info and lintian are the desktop files' and the package's
# validators; universal-ctags measures the functions for the fitness check), from Debian 12's own archive.
packages=(
    cmake ninja-build g++ lld pkg-config dpkg-dev
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools libqt6opengl6-dev libgl-dev
    libqcustomplot-dev nlohmann-json3-dev libgraphviz-dev libcli11-dev libqpdf-dev libyaml-cpp-dev
    fonts-dejavu-core fonts-ipafont-gothic qt6-translations-l10n python3
    poppler-utils qpdf ghostscript desktop-file-utils appstream shared-mime-info lintian python3-numpy xvfb xauth
    python3-yaml python3-jsonschema universal-ctags
)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$p")
        fi
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Installing: ${missing[*]}"
        as_root apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
    fi
}

# GOODPUT_WERROR=ON (as CI sets it) makes every compiler warning an error.
werror=${GOODPUT_WERROR:-OFF}

build() {
    if [ ! -f "$build_dir/build.ninja" ] || ! grep -q "^GOODPUT_WERROR:BOOL=$werror\$" "$build_dir/CMakeCache.txt"; then
        cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGOODPUT_WERROR="$werror"
    fi
    cmake --build "$build_dir"
}

case "$mode" in
    run)
        install_missing
        build
        exec "$build_dir/goodput-planner" "$@"
        ;;
    test)
        install_missing
        build
        cd "$build_dir"
        exec ctest --output-on-failure --timeout 600 -j "$(nproc)" "$@"
        ;;
    build)
        install_missing
        build
        ;;
    bench)
        install_missing
        build
        cmake --build "$build_dir" --target goodput-bench
        exec "$build_dir/goodput-bench" "$@"
        ;;
    asan)
        install_missing
        cd "$here"
        cmake --preset asan -DGOODPUT_WERROR="$werror" >/dev/null
        # What the memory and widget tests need: the core, the command line, the widgets and their tests (not the
        # bench, the fuzzers' own targets or the xcb test).
        cmake --build --preset asan --target memory_tests gui_tests
        exec ctest --preset asan --timeout 900 -j "$(nproc)" -L 'memory|gui' "$@"
        ;;
    tsan)
        install_missing
        cd "$here"
        cmake --preset tsan -DGOODPUT_WERROR="$werror" >/dev/null
        # Only the threaded tests and what they link (the preset builds target threads_tests).
        cmake --build --preset tsan
        exec ctest --preset tsan --timeout 900 -j "$(nproc)" "$@"
        ;;
    *)
        echo "usage: packaging/dev.sh run [PLAN] | test | build | bench [ARGS] | asan | tsan" >&2
        exit 2
        ;;
esac
