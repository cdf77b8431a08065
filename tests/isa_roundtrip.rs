//! Round trips that need no llvm-mc: the opcodes only CLRX knows (hand-written
//! encodings from docs/isa.md), and property tests over arbitrary words.

use gcnjit::isa::{assemble, decode, decode_all, encode, encode_all, Arch, Opcode};
use proptest::prelude::*;

/// Decodes `words`, checks the text and that the text assembles back to `words`.
fn check(arch: Arch, words: &[u32], op: Opcode, text: &str) {
    let i = decode(arch, words, 0).unwrap_or_else(|e| panic!("{arch} {words:08x?}: {e}"));
    assert_eq!(i.op, op, "{arch} {words:08x?}");
    assert_eq!(i.to_string(), text, "{arch} {words:08x?}");
    let back = encode_all(&assemble(arch, text, 0).unwrap()).unwrap();
    assert_eq!(back, words, "{arch} `{text}`");
}

// Encodings written by hand from docs/isa.md's tables:
// SOP1 = 0x17D<<23 | SDST<<16 | OP<<8 | SSRC0; SOPK = 0b1011<<28 | OP<<23 | SDST<<16 | SIMM16.
// S_MOV_REGRD_B32 is SOP1 op 51 (gfx6/7) / 47 (gfx8/9); S_MOV_FED_B32 53 / 49;
// S_GETREG_REGRD_B32 is SOPK op 20 (gfx6/7) / 19 (gfx8/9).
#[test]
fn clrx_only_opcodes_round_trip() {
    for arch in Arch::ALL {
        let old = arch < Arch::Gfx8;
        let regrd = if old { 51 } else { 47 };
        let fed = if old { 53 } else { 49 };
        let getreg = if old { 20 } else { 19 };
        // s_mov_regrd_b32 s5, s7
        let w = 0x17D << 23 | 5 << 16 | regrd << 8 | 7;
        check(
            arch,
            &[w],
            Opcode::S_MOV_REGRD_B32,
            "s_mov_regrd_b32 s5, s7",
        );
        // s_mov_fed_b32 s1, 0x12345 (a literal)
        let w = 0x17D << 23 | 1 << 16 | fed << 8 | 255;
        check(
            arch,
            &[w, 0x12345],
            Opcode::S_MOV_FED_B32,
            "s_mov_fed_b32 s1, 0x12345",
        );
        // s_mov_fed_b32 vcc_lo, -3
        let w = 0x17D << 23 | 106 << 16 | fed << 8 | 195;
        check(
            arch,
            &[w],
            Opcode::S_MOV_FED_B32,
            "s_mov_fed_b32 vcc_lo, -3",
        );
        // s_getreg_regrd_b32 s3, hwreg(HW_REG_HW_ID, 8, 4): id 4, offset 8, size-1 = 3
        let w = 0b1011 << 28 | getreg << 23 | 3 << 16 | (4 | 8 << 6 | 3 << 11);
        check(
            arch,
            &[w],
            Opcode::S_GETREG_REGRD_B32,
            "s_getreg_regrd_b32 s3, hwreg(HW_REG_HW_ID, 8, 4)",
        );
    }
}

#[test]
fn gfx8_scalar_atomics_are_not_instructions() {
    // docs/isa.md §5: SMEM op 64 (s_buffer_atomic_swap) is gfx9-only.
    let w0 = 0b110000 << 26 | 64 << 18 | 1 << 17;
    assert!(decode(Arch::Gfx8, &[w0, 0], 0).is_err());
    assert_eq!(
        decode(Arch::Gfx9, &[w0, 0], 0).unwrap().op,
        Opcode::S_BUFFER_ATOMIC_SWAP
    );
}

fn arch() -> impl Strategy<Value = Arch> {
    prop_oneof![
        Just(Arch::Gfx6),
        Just(Arch::Gfx7),
        Just(Arch::Gfx8),
        Just(Arch::Gfx9)
    ]
}

/// Words biased towards the scalar formats so that most of them decode.
fn word() -> impl Strategy<Value = u32> {
    prop_oneof![
        any::<u32>(),
        (0u32..1 << 30).prop_map(|w| 0b10 << 30 | w), // SOP2 / SOPK / SOP1 / SOPC / SOPP
        (0u32..1 << 28).prop_map(|w| 0b1011 << 28 | w), // SOPK
        (0u32..1 << 23).prop_map(|w| 0x17D << 23 | w), // SOP1
        (0u32..1 << 23).prop_map(|w| 0x17E << 23 | w), // SOPC
        (0u32..1 << 23).prop_map(|w| 0x17F << 23 | w), // SOPP
        (0u32..1 << 26).prop_map(|w| 0b110000 << 26 | (w & !0xE000)), // SMEM
        (0u32..1 << 27).prop_map(|w| 0b11000 << 27 | w), // SMRD
        (0u32..256).prop_map(|w| w),                  // small literals / offsets
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20_000, ..ProptestConfig::default() })]

    /// Decoding never panics, whatever the words.
    #[test]
    fn decode_never_panics(a in arch(), words in prop::collection::vec(word(), 0..8)) {
        let _ = decode_all(a, &words, 0);
        for i in 0..words.len() {
            let _ = decode(a, &words[i..], 4 * i as u64);
        }
    }

    /// decode -> format -> assemble -> encode gives back the words of every
    /// instruction that decodes.
    #[test]
    fn decode_format_assemble_encode_is_identity(a in arch(), w0 in word(), w1 in word()) {
        let words = [w0, w1];
        if let Ok(inst) = decode(a, &words, 0) {
            let n = inst.len_words();
            prop_assert_eq!(encode(&inst).unwrap(), &words[..n]);
            let text = inst.to_string();
            let back = assemble(a, &text, 0);
            prop_assert!(back.is_ok(), "{} `{}`: {:?}", a, text, back);
            let back = back.unwrap();
            prop_assert_eq!(back.len(), 1);
            prop_assert_eq!(encode(&back[0]).unwrap(), &words[..n], "{} `{}`", a, text);
        }
    }
}
