#!/usr/bin/env python3
"""Prints the first 1216 bits of the fraction 2/pi as 19 u64 words, most
significant first: the table `v_trig_preop_f64` reads
(src/interp/valu/float.rs, TWO_OVER_PI). pi comes from Machin's formula in
integer arithmetic with 64 guard bits."""

BITS = 1216
GUARD = 64
ONE = 1 << (BITS + GUARD + 8)


def arctan_inv(x):
    """arctan(1/x) scaled by ONE."""
    total, term, k, sign = 0, ONE // x, 1, 1
    while term:
        total += sign * (term // k)
        term //= x * x
        k += 2
        sign = -sign
    return total


pi = 4 * (4 * arctan_inv(5) - arctan_inv(239))
frac = (2 * ONE * ONE // pi) >> (GUARD + 8)  # floor(2/pi * 2^BITS)
words = [(frac >> (BITS - 64 * (i + 1))) & (2**64 - 1) for i in range(BITS // 64)]
for i in range(0, len(words), 3):
    print("    " + " ".join(f"0x{w:016X}," for w in words[i : i + 3]))
