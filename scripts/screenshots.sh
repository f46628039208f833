#!/usr/bin/env bash
# Runs the app through a scripted game (menu, the crowded-table puzzle with its secrets hovered,
# the Escape menu, a drag, an attack mid-lunge and its victory screen, deck choice, the mulligan
# and Choose One as cards, several turns, a targeting selection, the end screen), the collection
# (a filter, a half-built deck, a saved deck and the deck choice listing it), then dopynion (its
# set-up, a buy, the bots' turns, its menu), one863 (its team picker, its menu) and gods (its picker,
# an attack preview) games, and saves a
# PNG of each screen into OUT_DIR. Starts Xvfb when no display
# is set; software Vulkan (Mesa's llvmpipe) is enough.
# SIZE=1920x1080 scripts/screenshots.sh OUT_DIR takes them at another window size.
set -euo pipefail
out="${1:?usage: scripts/screenshots.sh OUT_DIR}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
cd "$(dirname "$0")/.."
# The scripted run must not change the player's own settings.
export XDG_CONFIG_HOME="$(mktemp -d)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/emberdeck-target}"
cargo build --release --quiet
binary="$CARGO_TARGET_DIR/release/emberdeck"
if [ -z "${DISPLAY:-}" ]; then
    if ! command -v xvfb-run >/dev/null; then
        echo "xvfb-run is missing: apt-get install -y xvfb mesa-vulkan-drivers" >&2
        exit 2
    fi
    xvfb-run -a -s "-screen 0 ${SIZE:-1280x720}x24" "$binary" shots "$out" --size "${SIZE:-1280x720}"
else
    "$binary" shots "$out" --size "${SIZE:-1280x720}"
fi
ls "$out"/*.png
