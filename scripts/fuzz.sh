#!/usr/bin/env bash
# Coverage-guided fuzzing of the loaders that read mod files: card_loader, deck_loader, scenario.
# Usage: scripts/fuzz.sh TARGET [SECONDS]   (default 600). Needs `cargo install cargo-fuzz`.
# Seeds each target's corpus with the shipped files, then runs libFuzzer on one core; a crash,
# a hang (-timeout) or a run over the memory limit (-rss_limit_mb) stops it with the input kept
# under fuzz/artifacts/.
set -euo pipefail
target="${1:?usage: scripts/fuzz.sh card_loader|deck_loader|scenario [SECONDS]}"
seconds="${2:-600}"
cd "$(dirname "$0")/../fuzz"
mkdir -p "corpus/$target"
case "$target" in
    card_loader) cp ../assets/hearth/cards/*.ron "corpus/$target/" ;;
    deck_loader) cp ../assets/hearth/decks/*.ron "corpus/$target/" ;;
    scenario) cp ../tests/hearth/*.ron ../tests/one863/*.ron ../tests/dopynion/*.ron ../tests/gods/*.ron "corpus/$target/" ;;
    *) echo "unknown target $target" >&2; exit 2 ;;
esac
# Coverage instrumentation without a sanitizer: safe Rust needs none, and the build stays close
# to the game's. RUSTC_BOOTSTRAP lets the stable toolchain take cargo-fuzz's flags.
RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" -s none -O "corpus/$target" -- \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
