; mcpu: tahiti
; GNU-mode precedence and 64-bit arithmetic, as .quad data and .set symbols.
.set A, 1 + 2 * 3 | 4
.set B, 3 | 4 + 1
.set C, 6 & 3 == 3
.set D, -16 >> 1
.set E, 1 << 65
.set F, (7 % -3) + (-7 / 2)
.set G, 1 ! 2
.set H, (1 <> 2) && (0 || 3)
.set I, ~0 ^ 0x55
.set J, !5 + !0
.set K, 0x7fffffffffffffff + 1
.set L, 'a' + 012 + 0b101
.data
.quad A, B, C, D, E, F, G, H, I, J, K, L
.quad 5 > 4, 5 >= 5, 4 <= 3, 2 != 2, 2 == 2
.long -1, 0xffffffff
.short -32768, 65535
.byte -128, 255
