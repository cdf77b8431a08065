// Bitwise CRC-32 (reflected, polynomial 0xedb88320) of LCG words.
// in:  s0 = words (> 0)
// out: s2 = the CRC (not inverted at the end), s9 = last LCG state
    s_mov_b32 s2, -1
    s_mov_b32 s9, 1
word:
    s_mul_i32 s9, s9, 0x19660d
    s_add_u32 s9, s9, 0x3c6ef35f
    s_xor_b32 s2, s2, s9
    s_mov_b32 s5, 32
bit:
    s_bfe_i32 s6, s2, 0x10000           // -(crc & 1): bit 0 sign-extended
    s_and_b32 s6, s6, 0xedb88320
    s_lshr_b32 s2, s2, 1
    s_xor_b32 s2, s2, s6
    s_add_i32 s5, s5, -1
    s_cmp_lg_u32 s5, 0
    s_cbranch_scc1 bit
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 word
    s_endpgm
