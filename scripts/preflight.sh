#!/usr/bin/env bash
# What the tests start themselves and npm cannot install: Debian's Chromium and its headless shell
# (browser tests), Varnish (the shared-cache tests), Radicale (the booking calendar tests). As root
# it installs what is missing; otherwise it stops at once with the one command to run.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
[ -x /usr/sbin/varnishd ] || missing+=(varnish)
command -v radicale >/dev/null 2>&1 || missing+=(radicale)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "preflight: missing ${missing[*]}: run  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "preflight: installing Debian ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
