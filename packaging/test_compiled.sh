#!/usr/bin/env bash
# The test suite's second way: build the compiled wheel (setup.py: mypyc) from a clean copy of the source,
# install it into a NEW virtual environment, and run the tests of everything that runs compiled code against
# it, from a folder that holds no janggi_desktop (so the installed, compiled package is the one imported).
#
#   packaging/test_compiled.sh [PYTEST OPTIONS...]   runs $COMPILED_TESTS, by default tests/rules tests/engine
#                                                     tests/play tests/analysis tests/records (what runs the
#                                                     compiled modules: the rules' Position, the engine)
#   KEEP=1 packaging/test_compiled.sh               keep the temporary directory for inspection
#
# Fails when the wheel comes out pure (no compiler, a mypyc error): the build's reasons are printed. The tests
# run with JANGGI_DESKTOP_EXPECT_COMPILED=1, so tests/engine/test_compiled.py fails on a pure import and
# compares the compiled engine with the pure .py files installed beside it (perft, fixed-depth searches).
# Needs a C compiler, Python's headers, and PyPI or a pip cache (mypy, PySide6, the test requirements).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/janggi-compiled.XXXXXX")"
case "$WORK/" in "$ROOT"/*) echo "temporary directory $WORK is inside the source tree" >&2; exit 1 ;; esac
if [ "${KEEP:-0}" = 1 ]; then echo "keeping $WORK"; else trap 'rm -rf "$WORK"' EXIT; fi
unset PYTHONPATH PYTHONHOME JANGGI_DESKTOP_PURE
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
start=$SECONDS

echo "== build the wheel from a clean copy of the source"
mkdir -p "$WORK/src" "$WORK/wheel"
"$PYTHON" "$ROOT/packaging/copy_source.py" "$ROOT" "$WORK/src"
"$PYTHON" -m pip wheel -v --no-deps -w "$WORK/wheel" "$WORK/src" > "$WORK/build.log" 2>&1 \
    || { tail -n 60 "$WORK/build.log" >&2; echo "the wheel did not build" >&2; exit 1; }
WHEEL="$(ls "$WORK"/wheel/janggi_desktop-*.whl)"
grep "janggi-desktop build:" "$WORK/build.log" | sed 's/^ *//'
echo "$(basename "$WHEEL") built in $((SECONDS - start)) s"
# grep reads the whole listing (-q would stop at the first match, and unzip's SIGPIPE then fails the pipeline
# under pipefail: a compiled wheel reported as pure, as CI once did)
if ! unzip -l "$WHEEL" | grep 'janggi_desktop/engine/search\..*\.so$' > /dev/null; then
    grep -B2 -A30 "janggi-desktop build: compiling" "$WORK/build.log" | head -n 60 >&2 || true
    echo "the wheel is pure Python: the compiled build failed (see above)" >&2
    exit 1
fi

echo "== install it into a new venv"
"$PYTHON" -m venv "$WORK/venv"
VPY="$WORK/venv/bin/python"
"$VPY" -m pip install -q "$WHEEL[test]"

echo "== run the tests against it"
mkdir -p "$WORK/run"
cp -r "$ROOT/tests" "$ROOT/tune" "$ROOT/pyproject.toml" "$WORK/run/"
find "$WORK/run" -name __pycache__ -prune -exec rm -rf {} +
cd "$WORK/run"
"$VPY" -c 'import janggi_desktop.engine.search as s; print("engine imported from", s.__file__)'
read -r -a tests <<< "${COMPILED_TESTS:-tests/rules tests/engine tests/play tests/analysis tests/records}"
JANGGI_DESKTOP_EXPECT_COMPILED=1 "$VPY" -m pytest -q -p no:cacheprovider "$@" "${tests[@]}"
echo "OK: the compiled build passes ${tests[*]} ($((SECONDS - start)) s in all)"
