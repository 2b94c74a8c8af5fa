#!/usr/bin/env bash
# Builds the libFuzzer targets (clang-14 with libclang-rt-14-dev) and runs each for SECONDS (default 300), two at a
# time. New inputs go to build-fuzz/corpus/<target>; the seeds are tests/fuzz/corpus, tests/data and the shipped
# resources. Prints each target's execution count and findings.
# usage: tests/fuzz/run-fuzzers.sh [SECONDS]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=${1:-300}
cd "$here"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz >/dev/null
cmake --build build-fuzz --target fuzz_log fuzz_csv >/dev/null
d=tests/data r=resources c=tests/fuzz/corpus
out=build-fuzz/corpus
mkdir -p $out/plan $out/graph $out/pack $out/catalog $out/duration $out/cli $out/log $out/csv build-fuzz/logs
run() {
    local name=$1; shift
    build-fuzz/tests/fuzz/fuzz_$name -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 "$out/$name" "$c/$name" "$@" >"build-fuzz/logs/$name.log" 2>&1
    echo "$name: $(grep -E 'stat::number_of_executed_units' "build-fuzz/logs/$name.log" | awk '{print $2}') executions," \
         "$(grep -cE 'ERROR|crash-' "build-fuzz/logs/$name.log" || true) findings"
}
run plan $d/plans $d/pdf $r/plans & run graph $d/graphs $r/graphs & wait
run catalog $d/catalog $d/presets $d/study $r/catalog $r/presets & run duration & wait
run cli & run log $d/measure & wait
run csv $d/measure & run pack $d/packs & wait
