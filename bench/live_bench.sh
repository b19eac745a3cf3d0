#!/usr/bin/env bash
# Hands a second of one seeded heads-up match (two sample bots) without --live, with --live and
# no page open, with 1 page and with 20 pages following its push channel (docs/LIVE.md: watching
# never slows the run). Rounds interleave the four ways, so a change in the machine's load falls
# on all of them; each way's figure is its median over the rounds.
#   bench/live_bench.sh [HANDS] [ROUNDS]      (from the source folder; uses build/bin)
# Prints one JSON line per figure, as the other benchmarks (bench/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
hands=${1:-20000}
rounds=${2:-3}
bin=${ARENA_BIN:-build/bin}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
port_base=$((20000 + RANDOM % 20000))

# N pages following http://127.0.0.1:PORT/events, each connecting as soon as the port is open
# and reading until the run's server closes.
follow() {
  python3 - "$1" "$2" <<'PY' &
import socket, sys, threading, time
port, pages = int(sys.argv[1]), int(sys.argv[2])
def page():
    while True:
        try:
            s = socket.create_connection(("127.0.0.1", port))
            break
        except OSError:
            time.sleep(0.005)
    s.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    while s.recv(65536):
        pass
threads = [threading.Thread(target=page, daemon=True) for _ in range(pages)]
for t in threads: t.start()
for t in threads: t.join(timeout=600)
PY
}

run_once() {  # way, round -> seconds
  local way=$1 round=$2 live=()
  local port=$((port_base + round * 4))
  case $way in
    off) ;;
    live0) live=(--live "$port") ;;
    live1) live=(--live "$port"); follow "$port" 1 ;;
    live20) live=(--live "$port"); follow "$port" 20 ;;
  esac
  local start end
  start=$(date +%s%N)
  "$bin/arena" match --quiet --seed live-bench --no-timings --hands "$hands" \
    --results "$scratch" --name "$way-$round" "${live[@]}" \
    --bot a="$bin/random_bot --seed 3" --bot b="$bin/hand_strength --seed 2" 2>/dev/null
  end=$(date +%s%N)
  wait  # the followers end with the server
  echo "scale=4; ($end - $start) / 1000000000" | bc
}

declare -A times
for ((r = 0; r < rounds; r++)); do
  for way in off live0 live1 live20; do
    times[$way]+="$(run_once $way $r) "
  done
done
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
off_rate=$(echo "scale=1; $hands / $(median "${times[off]}")" | bc)
for way in off live0 live1 live20; do
  rate=$(echo "scale=1; $hands / $(median "${times[$way]}")" | bc)
  ratio=$(echo "scale=4; $rate / $off_rate" | bc)
  echo "{\"bench\":\"live.$way\",\"value\":$rate,\"unit\":\"hands/s\",\"n\":$hands,\"ratio_to_off\":$ratio,\"seconds\":\"${times[$way]% }\"}"
done
