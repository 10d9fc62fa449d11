#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell (no browser download is possible on these machines).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $browser: run 'sudo apt-get install chromium-headless-shell' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Debian's chromium headless shell for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell
