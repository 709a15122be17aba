#!/usr/bin/env bash
# make install / make uninstall.
#
#   scripts/install.sh install BINARY MAN-FOLDER    (PREFIX, DESTDIR, STRIP from the environment)
#   scripts/install.sh uninstall
#
# Installs the one binary, its man pages (generated from the same help text as --help) and the
# bash, zsh and fish completions it prints itself, under $DESTDIR$PREFIX. Every file, and every
# folder the install had to create, goes into a manifest, so that uninstall removes exactly
# that and nothing that was there before.
set -euo pipefail

prefix=${PREFIX:-/usr/local}
destdir=${DESTDIR:-}
case $prefix in /*) ;; *) echo "install: PREFIX must be an absolute path, got '$prefix'" >&2; exit 2 ;; esac
root="$destdir$prefix"
manifest_name=share/tally/install-manifest
manifest="$root/$manifest_name"

uninstall() {
  if [ ! -f "$manifest" ]; then
    echo "uninstall: no $manifest, so nothing was installed under $root by make install" >&2
    return 1
  fi
  local kind path listed folders
  listed=$(cat "$manifest")
  folders=$(echo "$listed" | awk '$1 == "d" { print $2 }' | sort -r)
  # Files first (the manifest among them), then the folders the install created, deepest first,
  # and only those left empty.
  while read -r kind path; do
    if [ "$kind" = f ]; then rm -f "$root/$path"; fi
  done <<< "$listed"
  for path in $folders; do  # "." (the prefix itself) sorts last
    if [ "$path" = . ]; then rmdir "$root" 2>/dev/null || true; else rmdir "$root/$path" 2>/dev/null || true; fi
  done
  echo "Removed tally from $root"
}

install_all() {
  local binary=$1 man=$2
  [ -x "$binary" ] || { echo "install: no executable at $binary" >&2; exit 1; }
  ls "$man"/*.1 >/dev/null 2>&1 || { echo "install: no man pages in $man" >&2; exit 1; }
  # A reinstall starts clean, so that pages of commands that are gone do not linger.
  [ -f "$manifest" ] && uninstall >/dev/null

  local stage
  stage=$(mktemp -d)
  trap 'rm -rf "$stage"' RETURN
  mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
    "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d" "$stage/share/tally"
  cp "$binary" "$stage/bin/tally"
  # Stripped like any installed tool: 86 MB with debug information, 64 MB without. STRIP= keeps it.
  if [ -n "${STRIP-strip}" ]; then "${STRIP-strip}" "$stage/bin/tally"; fi
  cp "$man"/*.1 "$stage/share/man/man1/"
  "$binary" --generate-completion-script bash > "$stage/share/bash-completion/completions/tally"
  "$binary" --generate-completion-script zsh > "$stage/share/zsh/site-functions/_tally"
  "$binary" --generate-completion-script fish > "$stage/share/fish/vendor_completions.d/tally.fish"

  local list="$stage/manifest" path
  : > "$list"
  # Folders that do not exist yet (the prefix itself too) are the install's to remove later.
  [ -d "$root" ] || echo "d ." >> "$list"
  for path in $(cd "$stage" && find . -mindepth 1 -type d | sed 's|^\./||' | sort); do
    [ -d "$root/$path" ] || echo "d $path" >> "$list"
  done
  [ -d "$root" ] || mkdir -p "$root"
  for path in $(cd "$stage" && find . -type f ! -name manifest | sed 's|^\./||' | sort); do
    local mode=644
    [ "$path" = bin/tally ] && mode=755
    install -D -m "$mode" "$stage/$path" "$root/$path"
    echo "f $path" >> "$list"
  done
  echo "f $manifest_name" >> "$list"
  install -D -m 644 "$list" "$manifest"
  echo "Installed tally into $root ($(grep -c '^f' "$list") files, listed in $manifest_name)"
}

case ${1:-} in
  install) install_all "${2:?binary}" "${3:?man page folder}" ;;
  uninstall) uninstall ;;
  *) echo "usage: scripts/install.sh install BINARY MAN-FOLDER | uninstall" >&2; exit 2 ;;
esac
