#!/bin/sh
# `npm start` and `npm run serve`: the production server with its Node.js flags
# (server/node-flags.js) and, where the system has it, jemalloc as its C allocator
# (server/allocator.js prints the settings; MEMORY_ALLOCATOR=system keeps the system's).
# `exec`: the server is this process, so a supervisor's signals reach it.
settings=$(node server/allocator.js) || exit 1
eval "$settings"
exec node --max-old-space-size=256 --max-semi-space-size=16 --expose-gc server.js "$@"
