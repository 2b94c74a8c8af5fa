#!/usr/bin/env bash
# Proves that the Debian package installs and runs on a clean Debian 12. Builds the package, makes a minimal
# Debian 12 root with debootstrap (kept in ROOT_DIR.base and reused), copies it, installs the package into the
# copy with apt (which fetches every dependency from Debian's archive), then runs the installed programs there:
# the version, the console tool on the example plan, a headless Japanese proposal with its CJK font embedded and
# its plan read back, and, given SCREENSHOT.png, the window on a private X display.
# usage (as root, with network access to Debian's archive):
#   packaging/test-clean-install.sh BUILD_DIR ROOT_DIR [SCREENSHOT.png]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "${1:?usage: test-clean-install.sh BUILD_DIR ROOT_DIR [SCREENSHOT.png]}" && pwd)
root=${2:?usage: test-clean-install.sh BUILD_DIR ROOT_DIR [SCREENSHOT.png]}
shot=${3:-}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

check=$("$here/packaging/check-deb.sh" "$build")
deb="$build/${check%%$'\n'*}"
echo "package: $deb"

if [ ! -e "$root.base/etc/debian_version" ]; then
    command -v debootstrap >/dev/null || apt-get install -y -q debootstrap
    debootstrap --variant=minbase bookworm "$root.base" "$mirror"
fi
rm -rf "$root"
cp -a "$root.base" "$root"
mount -t proc proc "$root/proc"
mkdir -p "$root/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
trap 'umount "$root/tmp/.X11-unix" "$root/proc" 2>/dev/null || true' EXIT
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

cp "$deb" "$root/tmp/"
cp "$here/resources/plans/example.gpplan" "$root/tmp/"
in_root apt-get update -q
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "/tmp/$(basename "$deb")"

echo "--- installed files"
for f in /usr/bin/goodput-planner /usr/bin/goodput-cli \
         /usr/share/applications/io.github.goodputplanner.GoodputPlanner.desktop \
         /usr/share/mime/packages/io.github.goodputplanner.GoodputPlanner.xml \
         /usr/share/icons/hicolor/scalable/apps/io.github.goodputplanner.GoodputPlanner.svg \
         /usr/share/icons/hicolor/scalable/mimetypes/application-x-goodput-graph-pack.svg \
         /usr/share/metainfo/io.github.goodputplanner.GoodputPlanner.metainfo.xml \
         /usr/share/man/man1/goodput-cli.1.gz /usr/share/man/man1/goodput-planner.1.gz; do
    test -e "$root$f" || { echo "missing: $f" >&2; exit 1; }
    echo "$f"
done
# The modules loaded on first use: PDFs' attachments (libqpdf) and the flowcharts' layout (Graphviz).
for m in goodput-qpdf.so goodput-dot.so; do
    found=$(find "$root/usr/lib" -path "*/goodput-planner/$m" | head -1)
    test -n "$found" || { echo "missing: the module $m" >&2; exit 1; }
    echo "${found#"$root"}"
done
echo "--- goodput-planner --version"
in_root env QT_QPA_PLATFORM=offscreen goodput-planner --version
echo "--- goodput-cli evaluate"
in_root goodput-cli evaluate /tmp/example.gpplan | head -5
echo "--- headless Japanese proposal"
in_root env QT_QPA_PLATFORM=offscreen goodput-planner --language ja --export-pdf /tmp/ja.pdf /tmp/example.gpplan
head -c 5 "$root/tmp/ja.pdf" | grep -q '%PDF-' || { echo "no PDF written" >&2; exit 1; }
grep -aq IPAGothic "$root/tmp/ja.pdf" || { echo "the Japanese proposal embeds no CJK font" >&2; exit 1; }
ls -l "$root/tmp/ja.pdf"
echo "--- the plan read back from the proposal (the PDF module, loaded on first use)"
in_root goodput-cli plan /tmp/ja.pdf | grep -q '"format": "goodput-planner-plan"' ||
    { echo "the installed goodput-cli cannot read the plan in its proposal" >&2; exit 1; }
cp "$root/tmp/ja.pdf" "${shot%.png}.pdf" 2>/dev/null || true

if [ -n "$shot" ]; then
    # The first start on a Japanese desktop: the language comes from LANG, the welcome opens.
    echo "--- the window"
    command -v Xvfb >/dev/null && command -v import >/dev/null || apt-get install -y -q xvfb imagemagick
    display=:77
    Xvfb "$display" -screen 0 1400x860x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
    sleep 1
    chroot "$root" env -i PATH=/usr/bin:/bin HOME=/root LANG=ja_JP.UTF-8 DISPLAY="$display" \
        goodput-planner >/dev/null 2>&1 & app=$!
    sleep 8
    kill -0 "$app" || { echo "the application exited" >&2; kill "$xvfb"; exit 1; }
    DISPLAY="$display" import -window root "$shot"
    kill "$app" "$xvfb" 2>/dev/null || true
    echo "$shot"
fi
echo "clean install: OK"
