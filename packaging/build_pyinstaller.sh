#!/usr/bin/env bash
# Build the one-folder application with PyInstaller in a throw-away virtual environment, then smoke-run it.
#   packaging/build_pyinstaller.sh [DIST_DIR]     (default: dist/ in the repository)
# The result is DIST_DIR/janggi-desktop/janggi-desktop (plus janggi-engine). Needs network access to PyPI
# (or a pip cache) for PySide6 and PyInstaller.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIST="$(mkdir -p "${1:-$ROOT/dist}" && cd "${1:-$ROOT/dist}" && pwd)"
PYTHON="${PYTHON:-python3}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/janggi-pyinstaller.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

echo "== venv in $WORK"
"$PYTHON" -m venv "$WORK/venv"
VPY="$WORK/venv/bin/python"
"$VPY" -m pip install -q --upgrade pip
# The project as a user installs it (from a clean copy of the source, not editable: compiled where a C compiler
# is, setup.py) and PyInstaller; the spec bundles that installed package, with the checkout's resources.
"$PYTHON" "$ROOT/packaging/copy_source.py" "$ROOT" "$WORK/src"
"$VPY" -m pip install -q "$WORK/src" pyinstaller
compiled="$(cd "$WORK" && "$VPY" -c 'import janggi_desktop.engine.search as s; print(int(s.__file__.endswith((".so", ".pyd"))))')"
echo "== janggi_desktop installed $([ "$compiled" = 1 ] && echo compiled || echo 'pure Python')"

echo "== pyinstaller"
cd "$WORK"
"$VPY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK/build" "$ROOT/packaging/janggi-desktop.spec"

APP="$DIST/janggi-desktop/janggi-desktop"
test -x "$APP" || { echo "no executable at $APP" >&2; exit 1; }
# The resources sit at janggi_desktop/resources/ in the bundle (where resource_files.py looks when frozen).
for sub in engine fonts icons translations; do
    found="$(find "$DIST/janggi-desktop" -path "*janggi_desktop/resources/$sub/*" -type f | head -n 1)"
    test -n "$found" || { echo "resources/$sub missing from the bundle" >&2; exit 1; }
done
if find "$DIST/janggi-desktop" -path "*janggi_desktop/resources/*" -name '*.ts' | grep . > /dev/null; then
    echo "a .ts translation source was bundled" >&2; exit 1
fi

echo "== smoke run of the bundle"
cd "$WORK"
version="$(QT_QPA_PLATFORM=offscreen "$APP" --version)"
echo "$version"
case "$version" in *"$("$VPY" -c 'import janggi_desktop; print(janggi_desktop.__version__)')"*) ;;
    *) echo "--version printed '$version'" >&2; exit 1 ;; esac
# In Korean, so the bundled translation is loaded too; a resource the frozen lookup cannot find is logged.
QT_QPA_PLATFORM=offscreen timeout 120 "$APP" --smoke --language ko 2> "$WORK/smoke.err" \
    || { cat "$WORK/smoke.err" >&2; exit 1; }
if grep -q "bundled font .* missing" "$WORK/smoke.err"; then
    cat "$WORK/smoke.err" >&2; echo "the bundle does not find its fonts" >&2; exit 1
fi
if [ "$compiled" = 1 ]; then
    for module in janggi_desktop/engine/search janggi_desktop/rules/position janggi_desktop__mypyc; do
        find "$DIST/janggi-desktop" -path "*/$module.*.so" -o -path "*/$module.*.pyd" | grep . > /dev/null \
            || { echo "the compiled $module is missing from the bundle" >&2; exit 1; }
    done
fi
if [ -x "$DIST/janggi-desktop/janggi-engine" ]; then
    # The handshake, then a real search (the compiled modules, when they are there, must load and play).
    coproc ENGINE { timeout 60 "$DIST/janggi-desktop/janggi-engine"; }
    engine_pid=$ENGINE_PID engine_in=${ENGINE[1]} engine_reply=${ENGINE[0]}
    printf 'uci\nsetoption name OwnBook value false\nisready\nposition startpos\ngo depth 4\n' >&"$engine_in"
    engine_out=""
    while IFS= read -r -t 60 line <&"$engine_reply"; do
        engine_out+="$line"$'\n'
        case "$line" in bestmove*) break ;; esac
    done
    printf 'quit\n' >&"$engine_in" 2>/dev/null || true
    wait "$engine_pid" || true
    grep -q '^uciok' <<< "$engine_out" || { echo "bundled janggi-engine did not answer uciok" >&2; exit 1; }
    grep -q '^info depth 4 ' <<< "$engine_out" && grep -q '^bestmove [a-i]' <<< "$engine_out" \
        || { echo "bundled janggi-engine did not answer go depth 4: $engine_out" >&2; exit 1; }
fi
echo "OK: $APP ($(du -sh "$DIST/janggi-desktop" | cut -f1), $([ "$compiled" = 1 ] && echo compiled engine || echo 'pure Python'))"
