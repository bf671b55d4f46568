#!/bin/sh
# Chromium run as root raises its browser and GPU processes to nice -8. On a 2-core machine two
# such browsers (one per test worker) left the test servers seconds for a static file, and the
# map tests timed out. This starts it without the right to raise any priority (CAP_SYS_NICE): its
# processes stay at the servers' priority, or below where Chromium lowers them (renderers, to 5).
exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice "${E2E_CHROMIUM:-/usr/bin/chromium}" "$@"
