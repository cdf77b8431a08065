#!/bin/sh
# Assembles every tests/programs/*.s with llvm-mc for each generation its
# `// arch:` line names and writes NAME.ARCH.hex (the .text words), which the
# program tests run until the crate's own assembler is available.
# Usage: tests/programs/gen-hex.sh   (needs llvm-mc and llvm-objcopy, LLVM 14)
set -eu
dir=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for s in "$dir"/*.s; do
  name=$(basename "$s" .s)
  arches=$(sed -n 's|^// arch: *||p' "$s")
  for a in $arches; do
    case $a in
      gfx6) cpu=tahiti ;; gfx7) cpu=bonaire ;; gfx8) cpu=fiji ;; gfx9) cpu=gfx900 ;;
      *) echo "$s: unknown arch $a" >&2; exit 1 ;;
    esac
    llvm-mc -arch=amdgcn -mcpu=$cpu -filetype=obj "$s" -o "$tmp/o"
    llvm-objcopy -O binary --only-section=.text "$tmp/o" "$tmp/bin"
    {
      echo "# $name.s assembled by llvm-mc -mcpu=$cpu (tests/programs/gen-hex.sh); do not edit"
      od -An -v -tx4 -w4 "$tmp/bin" | tr -d ' '
    } > "$dir/$name.$a.hex"
  done
done
