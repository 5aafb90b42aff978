#!/usr/bin/env bash
# Install the desktop integration (menu entry, icon, file types, AppStream data) for an installed
# janggi-desktop, so it appears in the application menu and opens .gib/.pgn files from the file manager.
#
#   packaging/linux/install-desktop-files.sh            for the current user (~/.local/share)
#   packaging/linux/install-desktop-files.sh /usr/local  system-wide under PREFIX/share (run as root)
#   DESTDIR=/tmp/stage packaging/linux/install-desktop-files.sh /usr   staged, for distribution packages
#
# The program itself is installed by pip (`python3 -m pip install .`); `janggi-desktop` must be on PATH.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
APP_ID="io.github.janggidesktop.JanggiDesktop"
ICONS="$ROOT/resources/icons"
if [ $# -ge 1 ]; then DATA="$1/share"; else DATA="${XDG_DATA_HOME:-$HOME/.local/share}"; fi
TARGET="${DESTDIR:-}$DATA"

install -Dm644 "$HERE/$APP_ID.desktop" "$TARGET/applications/$APP_ID.desktop"
install -Dm644 "$HERE/$APP_ID.metainfo.xml" "$TARGET/metainfo/$APP_ID.metainfo.xml"
install -Dm644 "$HERE/$APP_ID.mime.xml" "$TARGET/mime/packages/$APP_ID.xml"
install -Dm644 "$ICONS/janggi-desktop.svg" "$TARGET/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in 16 32 48 64 128 256 512; do
    install -Dm644 "$ICONS/janggi-desktop-$size.png" "$TARGET/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done

# Refresh the caches (skipped when staging into DESTDIR: the package's install scripts do it).
if [ -z "${DESTDIR:-}" ]; then
    if command -v update-mime-database >/dev/null; then update-mime-database "$TARGET/mime"; fi
    if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$TARGET/applications"; fi
    if command -v gtk-update-icon-cache >/dev/null && [ -f "$TARGET/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t -f "$TARGET/icons/hicolor" || true
    fi
fi
echo "installed desktop files for $APP_ID under $TARGET"
