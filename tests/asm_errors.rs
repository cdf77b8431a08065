//! Assembly that must fail: each case gives the error's line, column and a
//! part of its message (which names the offending token).

use gcnjit::isa::{assemble, Arch};

/// (arch, source, line, column, message fragment)
const CASES: &[(Arch, &str, usize, usize, &str)] = &[
    // mnemonics
    (Arch::Gfx9, "s_foo s0, s1", 1, 1, "unknown mnemonic `s_foo`"),
    (
        Arch::Gfx9,
        "s_nop 0\n  v_frobnicate_f32 v0, v1, v2",
        2,
        3,
        "unknown vector instruction `v_frobnicate_f32`",
    ),
    (
        Arch::Gfx8,
        "s_mul_hi_u32 s0, s1, s2",
        1,
        1,
        "not an instruction of gfx8 (only gfx9)",
    ),
    (
        Arch::Gfx6,
        "s_store_dword s1, s[2:3], 0",
        1,
        1,
        "not an instruction of gfx6 (only gfx8, gfx9)",
    ),
    (
        Arch::Gfx9,
        "s_cbranch_g_fork_x s[0:1], s[2:3]",
        1,
        1,
        "unknown mnemonic",
    ),
    (
        Arch::Gfx7,
        "s_wakeup",
        1,
        1,
        "`s_wakeup` is not an instruction of gfx7",
    ),
    (
        Arch::Gfx6,
        "s_dcache_inv_vol",
        1,
        1,
        "only gfx7, gfx8, gfx9",
    ),
    (Arch::Gfx8, "s_call_b64 s[0:1], 4", 1, 1, "only gfx9"),
    (Arch::Gfx8, "s_atomic_add s0, s[2:3], 0", 1, 1, "only gfx9"),
    // registers: width, alignment, availability
    (
        Arch::Gfx9,
        "s_mov_b64 s[0:1], s2",
        1,
        19,
        "expected a 64-bit operand, found a 32-bit register",
    ),
    (
        Arch::Gfx9,
        "s_mov_b32 s0, s[2:3]",
        1,
        15,
        "expected a 32-bit operand, found a 64-bit register",
    ),
    (
        Arch::Gfx9,
        "s_mov_b64 s[1:2], s[2:3]",
        1,
        11,
        "misaligned register range",
    ),
    (
        Arch::Gfx9,
        "s_mov_b64 s[0:1], s[3:4]",
        1,
        19,
        "misaligned register range",
    ),
    (
        Arch::Gfx9,
        "s_mov_b32 s[0:1], s2",
        1,
        11,
        "expected a 32-bit register, found a 64-bit one",
    ),
    (
        Arch::Gfx9,
        "s_load_dwordx4 s[2:5], s[0:1], 0",
        1,
        16,
        "misaligned register range",
    ),
    (
        Arch::Gfx9,
        "s_buffer_load_dword s0, s[2:5], 0",
        1,
        25,
        "misaligned register range",
    ),
    (
        Arch::Gfx8,
        "s_mov_b32 s102, 0",
        1,
        11,
        "register `s102` is not available on gfx8",
    ),
    (
        Arch::Gfx9,
        "s_mov_b32 ttmp16, 0",
        1,
        11,
        "register `ttmp16` is not available on gfx9",
    ),
    (
        Arch::Gfx8,
        "s_mov_b32 ttmp12, 0",
        1,
        11,
        "register `ttmp12` is not available on gfx8",
    ),
    (
        Arch::Gfx6,
        "s_mov_b32 flat_scratch_lo, 0",
        1,
        11,
        "register `flat_scratch_lo` is not available on gfx6",
    ),
    (
        Arch::Gfx9,
        "s_mov_b64 tba, 0",
        1,
        11,
        "register `tba` is not available on gfx9",
    ),
    (
        Arch::Gfx8,
        "s_mov_b32 s0, src_shared_base",
        1,
        15,
        "not available on gfx8",
    ),
    (
        Arch::Gfx9,
        "s_mov_b32 s0, null",
        1,
        15,
        "undefined symbol `null`",
    ),
    (
        Arch::Gfx9,
        "s_mov_b32 s0, v1",
        1,
        15,
        "vector register `v1`",
    ),
    (
        Arch::Gfx9,
        "s_mov_b32 src_scc, s1",
        1,
        11,
        "expected a register",
    ),
    (Arch::Gfx9, "s_mov_b32 5, s1", 1, 11, "expected a register"),
    (
        Arch::Gfx9,
        "s_mov_b32 s0, s[4:6]",
        1,
        15,
        "1, 2, 4, 8 or 16 registers",
    ),
    // values
    (
        Arch::Gfx9,
        "s_mov_b32 s0, 0x100000000",
        1,
        15,
        "does not fit in 32 bits",
    ),
    (
        Arch::Gfx9,
        "s_mov_b64 s[0:1], 1.5",
        1,
        19,
        "not an inline constant",
    ),
    (
        Arch::Gfx9,
        "s_add_u32 s0, 0x12345, 0x54321",
        1,
        24,
        "only one literal operand is allowed",
    ),
    (Arch::Gfx9, "s_movk_i32 s0, 65536", 1, 16, "out of range"),
    (Arch::Gfx9, "s_movk_i32 s0, -32769", 1, 16, "out of range"),
    (Arch::Gfx9, "s_branch -32769", 1, 10, "out of range"),
    (
        Arch::Gfx9,
        "s_waitcnt lgkmcnt(16)",
        1,
        19,
        "lgkmcnt value 16 is out of range",
    ),
    (
        Arch::Gfx8,
        "s_waitcnt vmcnt(16)",
        1,
        17,
        "vmcnt value 16 is out of range (0..15)",
    ),
    (
        Arch::Gfx9,
        "s_waitcnt foocnt(1)",
        1,
        11,
        "unknown counter `foocnt`",
    ),
    (
        Arch::Gfx9,
        "s_getreg_b32 s0, hwreg(HW_REG_FOO)",
        1,
        24,
        "unknown hardware register `HW_REG_FOO`",
    ),
    (
        Arch::Gfx8,
        "s_getreg_b32 s0, hwreg(HW_REG_SH_MEM_BASES)",
        1,
        24,
        "not available on gfx8",
    ),
    (
        Arch::Gfx9,
        "s_getreg_b32 s0, hwreg(HW_REG_MODE, 32, 1)",
        1,
        37,
        "bit offset `32` is out of range",
    ),
    (
        Arch::Gfx9,
        "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 33)",
        1,
        40,
        "bitfield size `33` is out of range",
    ),
    (
        Arch::Gfx9,
        "s_getreg_b32 s0, hwreg(64)",
        1,
        24,
        "hardware register id `64` is out of range",
    ),
    // llvm-mc 14 takes the label's offset in its own section here; gcnjit
    // refuses a target outside the current section (docs/assembler.md).
    (
        Arch::Gfx9,
        "start: s_nop 0\n.data\n.org start + 4",
        3,
        6,
        "the label is in section `.text`, not in `.data`",
    ),
    (
        Arch::Gfx9,
        "s_sendmsg sendmsg(MSG_FOO)",
        1,
        19,
        "unknown message `MSG_FOO`",
    ),
    (
        Arch::Gfx9,
        "s_sendmsg sendmsg(MSG_GS)",
        1,
        19,
        "missing message operation",
    ),
    (
        Arch::Gfx9,
        "s_sendmsg sendmsg(MSG_INTERRUPT, 1)",
        1,
        34,
        "message does not support operations",
    ),
    (
        Arch::Gfx9,
        "s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 1)",
        1,
        43,
        "does not support streams",
    ),
    (
        Arch::Gfx8,
        "s_sendmsg sendmsg(MSG_GET_DOORBELL)",
        1,
        19,
        "not available on gfx8",
    ),
    (
        Arch::Gfx9,
        "s_set_gpr_idx_mode gpr_idx(SRC3)",
        1,
        28,
        "unknown gpr_idx mode `SRC3`",
    ),
    (
        Arch::Gfx9,
        "s_load_dword s0, s[2:3], 0x100000",
        1,
        26,
        "out of range (a 21-bit signed",
    ),
    (
        Arch::Gfx9,
        "s_buffer_load_dword s0, s[4:7], -4",
        1,
        33,
        "20-bit unsigned",
    ),
    (
        Arch::Gfx8,
        "s_load_dword s0, s[2:3], -4",
        1,
        26,
        "20-bit unsigned",
    ),
    (
        Arch::Gfx6,
        "s_load_dword s0, s[2:3], 0x100",
        1,
        26,
        "offset 256 is out of range (0..255 dwords)",
    ),
    (
        Arch::Gfx9,
        "s_load_dword s0, s[2:3], s[4:5]",
        1,
        26,
        "offset must be an immediate or a 32-bit register",
    ),
    // labels
    (
        Arch::Gfx9,
        "s_branch nowhere\ns_endpgm",
        1,
        1,
        "unknown label `nowhere`",
    ),
    (
        Arch::Gfx9,
        "a:\ns_nop 0\na:\ns_endpgm",
        3,
        1,
        "duplicate label `a`",
    ),
    (
        Arch::Gfx9,
        "s_nop 0\n\n  s_cbranch_scc0 missing",
        3,
        3,
        "unknown label `missing`",
    ),
    // syntax and trailing junk
    (
        Arch::Gfx9,
        "s_mov_b32 s0, s1, s2",
        1,
        17,
        "unexpected `,` after the operands",
    ),
    (Arch::Gfx9, "s_endpgm junk", 1, 10, "`junk`"),
    (
        Arch::Gfx9,
        "s_nop 0 0",
        1,
        9,
        "unexpected `0` after the operands",
    ),
    (
        Arch::Gfx9,
        "s_add_u32 s0, s1",
        1,
        17,
        "expected `,` between operands",
    ),
    // llvm-mc 14 reads `s_add_u32 s0 s1 s2` (no commas); a fourth operand
    // is still one too many.
    (
        Arch::Gfx9,
        "s_add_u32 s0 s1 s2 s3",
        1,
        20,
        "unexpected `s3` after the operands",
    ),
    (Arch::Gfx9, "s_mov_b32 s0,", 1, 14, "expected an operand"),
    (Arch::Gfx9, "s_mov_b32 s0, (1+2", 1, 19, "expected `)`"),
    (
        Arch::Gfx9,
        "s_mov_b32 s0, 12ab",
        1,
        15,
        "`12ab` is not a number",
    ),
    (Arch::Gfx9, "s_mov_b32 s0, 1/0", 1, 16, "division by zero"),
    (
        Arch::Gfx9,
        "s_load_dword s0, s[2:3], 0 slc",
        1,
        28,
        "unexpected `slc` after the operands",
    ),
    (
        Arch::Gfx9,
        "123",
        1,
        1,
        "expected an instruction, found `123`",
    ),
    // An ELF string table cannot hold a NUL inside a name: a raw NUL byte
    // or an escape for one, in a symbol or a section name.
    (
        Arch::Gfx9,
        ".hidden \"a\0b\"",
        1,
        9,
        "a name cannot contain a NUL byte",
    ),
    (
        Arch::Gfx9,
        ".globl \"a\\000\"",
        1,
        8,
        "a name cannot contain a NUL byte",
    ),
    (
        Arch::Gfx9,
        ".section \"x\\0y\"",
        1,
        10,
        "a name cannot contain a NUL byte",
    ),
    // A macro that passes its argument twice to itself: at depth k the
    // expanded line is `m ` and 2 * 16 * 2^k bytes, past 1 MiB at k = 15,
    // before the 20-level nesting limit.
    (
        Arch::Gfx9,
        ".macro m a\nm \\a\\a\n.endm\nm xxxxxxxxxxxxxxxx",
        2,
        1,
        "macro `m` expands to more than 1048576 bytes",
    ),
];

#[test]
fn must_fail_cases() {
    assert!(CASES.len() >= 40);
    let mut bad = Vec::new();
    for &(arch, src, line, col, frag) in CASES {
        match assemble(arch, src, 0) {
            Ok(i) => bad.push(format!("{arch} `{src}`: assembled to {i:?}")),
            Err(e) if e.line == line && e.col == col && e.message.contains(frag) => {}
            Err(e) => bad.push(format!(
                "{arch} `{src}`: got {}:{}: {}, want {line}:{col}: ..{frag}..",
                e.line, e.col, e.message
            )),
        }
    }
    assert!(
        bad.is_empty(),
        "{} cases wrong:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn error_display_has_position() {
    let e = assemble(Arch::Gfx9, "s_nop 0\ns_bogus", 0).unwrap_err();
    assert_eq!(e.to_string(), "2:1: unknown mnemonic `s_bogus`");
}

/// `Options::max_statements` bounds the statements read after expansion: a
/// `.rept` body repeated past it, or nested repetitions that reach it line by
/// line, are an error at the place the bound is crossed.
#[test]
fn statement_bound_stops_expansion() {
    use gcnjit::asm::{assemble_object, Options};
    let opts = Options {
        arch: Arch::Gfx9,
        max_statements: Some(10),
        ..Default::default()
    };
    // 11 copies of the body exceed 10 statements while the .rept expands.
    let e = assemble_object(".rept 11\ns_nop 0\n.endr\n", &opts).unwrap_err();
    assert_eq!(
        (e.line, e.message.as_str()),
        (1, "more than 10 statements after expansion")
    );
    // 3 x 3 copies of one line fit in each .rept, but the lines read (the
    // directives count too) pass 10 inside the inner repetitions.
    let e = assemble_object(".rept 3\n.rept 3\ns_nop 0\n.endr\n.endr\n", &opts).unwrap_err();
    assert!(e.message.contains("more than 10 statements"), "{e}");
    // At the bound itself, the file assembles: 1 + 8 + 1 statements.
    let ok = assemble_object(".rept 8\ns_nop 0\n.endr\n", &opts);
    assert!(ok.is_ok(), "{:?}", ok.err());
}

/// One section holds at most 64 MiB and all sections together 256 MiB: a
/// repetition that opens a new section each time stops at the section that
/// crosses 256 MiB (the fifth of 63 MiB each: 4 x 63 = 252 MiB fit, 5 x 63 =
/// 315 do not), before the object is built, so a short file cannot make a
/// gigabyte-sized object.
#[test]
fn all_sections_together_are_bounded() {
    let src = ".irp n, 1,2,3,4,5,6\n.section .d\\n, \"a\"\n.space 63 << 20\n.endr\n";
    let e = gcnjit::asm::assemble_object(src, &gcnjit::asm::Options::default()).unwrap_err();
    assert_eq!(
        (e.line, e.message.as_str()),
        (
            3,
            "the sections together grow past 268435456 bytes (in `.d5`)"
        )
    );
    let e = assemble(Arch::Gfx9, ".space 65 << 20", 0).unwrap_err();
    assert!(e.message.contains("larger than 67108864 bytes"), "{e}");
    // Four such sections fit.
    let four = ".irp n, 1,2,3,4\n.section .d\\n, \"a\"\n.space 63 << 20\n.endr\n";
    let ok = gcnjit::asm::assemble_object(four, &gcnjit::asm::Options::default());
    assert!(ok.is_ok(), "{:?}", ok.err());
}
