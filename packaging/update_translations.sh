#!/usr/bin/env bash
# Extract the interface strings into the .ts sources and compile them to .qm:
#   packaging/update_translations.sh            lupdate (merge new strings, drop vanished ones) + lrelease
#   packaging/update_translations.sh --release  lrelease only (.ts -> .qm), e.g. after translating
# Sources: every .py under janggi_desktop/ui and janggi_desktop/app.py. Translate the .ts files with Qt
# Linguist (pyside6-linguist) or a text editor; tests/packaging checks that none is left unfinished.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
TS_DIR="resources/translations"
LANGS=(fr ko)
cd "$ROOT"

source_files() {
    find janggi_desktop/ui -name '*.py' -not -path '*/__pycache__/*' | LC_ALL=C sort
    if [ -f janggi_desktop/app.py ]; then echo janggi_desktop/app.py; fi
}

if [ "${1:-}" != "--release" ]; then
    mapfile -t SOURCES < <(source_files)
    for lang in "${LANGS[@]}"; do
        pyside6-lupdate -silent -no-obsolete -locations none -source-language en -target-language "$lang" \
            "${SOURCES[@]}" -ts "$TS_DIR/janggi_desktop_$lang.ts"
    done
fi
for lang in "${LANGS[@]}"; do
    pyside6-lrelease -silent -removeidentical "$TS_DIR/janggi_desktop_$lang.ts" -qm "$TS_DIR/janggi_desktop_$lang.qm"
done
echo "updated: ${LANGS[*]/#/$TS_DIR/janggi_desktop_}"
