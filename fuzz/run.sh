#!/bin/sh
# Runs one fuzz run for SECONDS: fuzz/run.sh BINARY RUN SECONDS WORK_DIR [fresh]
# RUN names the seed corpus (fuzz/corpus/RUN/) and the dictionary (fuzz/dict/RUN.dict, and for the
# games fuzz/dict/game.dict too). New inputs the fuzzer finds go to WORK_DIR/corpus/RUN (kept, so
# that runs build on each other, unless "fresh": ctest's runs start from the seeds alone, so that
# they take the same time every time), a crashing input to WORK_DIR/crashes/, and the last lines of
# the log say how many inputs ran and how fast. Exits non-zero when the target crashed, leaked or
# hung.
set -eu
binary=$1 run=$2 seconds=$3 work=$4 fresh=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
seeds=$here/corpus/$run
found=$work/corpus/$run
if [ "$fresh" = fresh ]; then rm -rf "$found"; fi
mkdir -p "$found" "$work/crashes" "$work/logs"
dicts=""
# A game_<id> run reads its game's dictionary and game.dict, the words of the input's own syntax.
for d in "$here/dict/$run.dict" "$here/dict/${run%%_*}.dict"; do
  case " $dicts " in *" $d "*) continue ;; esac
  if [ -f "$d" ]; then dicts="$dicts $d"; fi
done
dict_flag=""
if [ -n "$dicts" ]; then
  cat $dicts > "$work/$run.dict"
  dict_flag=-dict=$work/$run.dict
fi
# The server's targets keep a hub across inputs (its threads and its games, renewed every few hundred
# inputs), so every input looks like a leak to libFuzzer's per-input check, which then scans the
# whole heap each time; leaks are still looked for when the process ends.
extra=""
case $run in http_routes | ws_messages) extra=-detect_leaks=0 ;; esac
log=$work/logs/$run.log
set +e
"$binary" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2560 -max_len=4096 \
  -print_final_stats=1 -artifact_prefix="$work/crashes/$run-" $extra $dict_flag "$found" "$seeds" \
  >"$log" 2>&1
status=$?
set -e
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
echo "$run: ${runs:-?} inputs in ${seconds} s, ${speed:-?} per second, exit $status"
if [ "$status" -ne 0 ]; then
  grep -E "^(==[0-9]+==ERROR|broken:|given:|SUMMARY|artifact_prefix|Test unit written)" "$log" | head -20
  echo "log: $log"
fi
exit "$status"
