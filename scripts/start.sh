#!/bin/sh
# `npm start`: the production server, with the memory allocator settings its 400 MB budget was
# measured with (docs/performance.md#memory, issue #36). Run it as the container's first process
# or through `npm start`: it ends in `exec`, so signals reach next start itself
# (docs/operations.md#graceful-shutdown). Arguments go to `next start` (e.g. -H 0.0.0.0 -p 3000).
#
# jemalloc, when the system has it (Debian/Ubuntu: `apt-get install libjemalloc2`): glibc's
# malloc fragments under libvips' many threads and large image buffers and seldom gives the
# memory back; sharp recommends jemalloc on glibc Linux (sharp.pixelplumbing.com/install#linux-memory-allocator).
# Preloaded only if the library is there, so the app still starts anywhere else (glibc settings
# below apply then). REPRISE_JEMALLOC=off skips it; REPRISE_JEMALLOC=/path/libjemalloc.so.2 names it.
set -eu

if [ "${REPRISE_JEMALLOC:-}" != off ]; then
  jemalloc=
  for candidate in "${REPRISE_JEMALLOC:-}" \
    "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2 /usr/local/lib/libjemalloc.so.2; do
    if [ -n "$candidate" ] && [ -r "$candidate" ]; then jemalloc=$candidate; break; fi
  done
  if [ -n "$jemalloc" ]; then
    case ":${LD_PRELOAD:-}:" in
      *":$jemalloc:"*) ;;
      *) LD_PRELOAD="${LD_PRELOAD:+$LD_PRELOAD:}$jemalloc"; export LD_PRELOAD ;;
    esac
    # jemalloc's defaults were worse than glibc here (peaks 392 / 469 MB against 330 / 359 for the
    # two upload cases): 8 arenas, and freed pages kept for 10 s. Two arenas, and freed pages given
    # back at once, as glibc's fixed mmap threshold does: 331 / 335 MB (bench/RESULTS.md#memory).
    export MALLOC_CONF="${MALLOC_CONF:-narenas:2,dirty_decay_ms:0,muzzy_decay_ms:0}"
  fi
fi

# glibc's malloc, when it is the allocator (jemalloc ignores these): two arenas instead of one per
# thread of sharp's pool, and a fixed mmap threshold, so 6 MB photo buffers are returned to the
# system when freed instead of landing in arenas that never shrink (README, Security and limits).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"

# One libvips worker thread per image pipeline (sharp's own default on glibc without jemalloc; it
# keeps one per core once MALLOC_ARENA_MAX is set or jemalloc is in): fewer threads hold fewer
# pixel buffers at once, and image work leaves the other core to the rest of the requests.
export VIPS_CONCURRENCY="${VIPS_CONCURRENCY:-1}"

# `scripts/start.sh --run <command…>`: another command with the same settings (bench:image-memory).
if [ "${1:-}" = --run ]; then shift; exec "$@"; fi

# This checkout's Next, as npm would find it (node from PATH).
exec "$(dirname "$0")/../node_modules/.bin/next" start "$@"
