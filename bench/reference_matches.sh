#!/usr/bin/env bash
# The reference bot's heads-up figures (bench/REFERENCE.md): a 2,000-hand duplicate match
# against an opponent in every game a match plays, one after another, niced, and one table row
# a game: bb/100 of the reference bot with its 95% interval (Student's t over deals, as
# standings.json gives them). Usage, from the repository root after building arena, reference
# and the opponent:
#   bench/reference_matches.sh [OPPONENT_COMMAND [HANDS [GAME...]]]
# e.g. bench/reference_matches.sh 'build/bin/monte_carlo --seed 1' 2000 holdem razz
# The runs go to results/reference-<opponent>-<game> (seeded: the same figures every time).
set -euo pipefail
cd "$(dirname "$0")/.."
opponent="${1:-build/bin/hand_strength --seed 1}"
hands="${2:-2000}"
shift $(( $# < 2 ? $# : 2 ))
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
  games=(holdem 2-7-single-draw 2-7-triple-draw badugi 5-card-draw crazy-pineapple omaha omaha-8
         omaha-5 omaha-5-8 stud stud-8 razz short-deck blognomic-holdem)
fi
tag="$(basename "${opponent%% *}")"
echo "| game | reference bb/100 vs $tag | 95% interval |"
echo "|---|---:|---|"
for game in "${games[@]}"; do
  name="reference-$tag-$game"
  rm -rf "results/$name"
  nice -n 10 build/bin/arena match --quiet --no-timings --duplicate --hands "$hands" \
    --seed "ref-$game" --game "$game" --name "$name" \
    --bot reference='build/bin/reference --seed 1' --bot "$tag=$opponent" >/dev/null
  python3 - "results/$name/standings.json" "$game" <<'PY'
import json, sys
standings = json.load(open(sys.argv[1]))["standings"]
me = next(s for s in standings if s["name"] == "reference")
print(f'| {sys.argv[2]} | {me["bb_per_100"]:+.1f} | [{me["ci95_low"]:+.1f}, {me["ci95_high"]:+.1f}] |')
PY
done
