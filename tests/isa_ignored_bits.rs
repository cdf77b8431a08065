//! Words with bits the hardware ignores (docs/isa.md §11): the canonical
//! decoder refuses them (no text assembles to them), the decoder for code
//! (`decode_code`, used to run and disassemble) reads them as the hardware
//! does, and the text it prints is llvm-mc 14's own disassembly of the word.
//! llvm-mc must be installed: this test fails (never skips) without it.

use gcnjit::isa::decode::decode_code;
use gcnjit::isa::{decode, encode, Arch, DecodeErrorKind};
use std::io::Write;
use std::process::{Command, Stdio};

/// llvm-mc's disassembly of `words` for `cpu`, one instruction.
fn llvm_mc_text(cpu: &str, words: &[u32]) -> String {
    let bytes: Vec<String> = words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .map(|b| format!("0x{b:02x}"))
        .collect();
    let mut child = Command::new("llvm-mc")
        .args(["--disassemble", "-arch=amdgcn", &format!("-mcpu={cpu}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("llvm-mc must be installed (apt-get install llvm-14)");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(bytes.join(" ").as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('.'))
        .unwrap_or_else(|| panic!("llvm-mc printed no instruction for {words:08x?}"))
        .to_string()
}

/// (arch, cpu, words, field the canonical decoder names, words that run)
type Case = (
    Arch,
    &'static str,
    &'static [u32],
    &'static str,
    &'static [u32],
);

#[test]
fn ignored_bits_decode_as_llvm_mc_reads_them() {
    let cases: [Case; 9] = [
        // s_getpc_b64 s[4:5] with SSRC0 = 5 (unused).
        (Arch::Gfx8, "fiji", &[0xbe841c05], "SSRC0", &[0xbe841c00]),
        (Arch::Gfx9, "gfx900", &[0xbe841c05], "SSRC0", &[0xbe841c00]),
        // s_load_dword s1, s[2:3], 0x4 with bit 14 set: unused on gfx8.
        (
            Arch::Gfx8,
            "fiji",
            &[0xc0024041, 0x4],
            "SMEM bits 14-15",
            &[0xc0020041, 0x4],
        ),
        // Bit 13 set: unused on gfx8 and gfx9.
        (
            Arch::Gfx8,
            "fiji",
            &[0xc0022041, 0x4],
            "SMEM bit 13",
            &[0xc0020041, 0x4],
        ),
        (
            Arch::Gfx9,
            "gfx900",
            &[0xc0022041, 0x4],
            "SMEM bit 13",
            &[0xc0020041, 0x4],
        ),
        // Immediate offset bits above the 20-bit (gfx8) / 21-bit (gfx9) field.
        (
            Arch::Gfx8,
            "fiji",
            &[0xc0020041, 0x00f00004],
            "OFFSET high bits",
            &[0xc0020041, 0x4],
        ),
        (
            Arch::Gfx9,
            "gfx900",
            &[0xc0020041, 0x00f00004],
            "OFFSET high bits",
            &[0xc0020041, 0x00100004],
        ),
        // Register offset (s4) with bits above its 7-bit code.
        (
            Arch::Gfx8,
            "fiji",
            &[0xc0000041, 0x104],
            "OFFSET high bits",
            &[0xc0000041, 0x4],
        ),
        (
            Arch::Gfx9,
            "gfx900",
            &[0xc0000041, 0x104],
            "OFFSET high bits",
            &[0xc0000041, 0x4],
        ),
    ];
    for (arch, cpu, words, field, runs) in cases {
        match decode(arch, words, 0) {
            Err(e) => assert!(
                matches!(e.kind, DecodeErrorKind::NonZeroUnused(f) if f.contains(field)),
                "{cpu} {words:08x?}: {e}"
            ),
            Ok(i) => panic!("{cpu} {words:08x?}: canonical decode accepted {i}"),
        }
        let inst = decode_code(arch, words, 0).unwrap_or_else(|e| panic!("{cpu}: {e}"));
        assert_eq!(
            inst.to_string(),
            llvm_mc_text(cpu, words),
            "{cpu} {words:08x?}"
        );
        assert_eq!(encode(&inst).unwrap(), runs, "{cpu} {words:08x?}");
        // The words that run are canonical and mean the same text.
        assert_eq!(decode(arch, runs, 0).unwrap(), inst);
    }
}

/// On gfx9 bits 14 and 15 are SOE and NV, which the hardware acts on: they
/// are not ignored bits (llvm-mc 14 prints the word as if they were clear).
#[test]
fn gfx9_soe_is_not_an_ignored_bit() {
    let e = decode_code(Arch::Gfx9, &[0xc0024041, 0x4], 0).unwrap_err();
    assert!(matches!(e.kind, DecodeErrorKind::Unsupported(_)), "{e}");
}

/// A literal holding a value an inline constant has: llvm-mc 14 prints it as
/// the inline constant, whose text assembles to the one-word form, so the
/// canonical decoder refuses the literal word on every opcode (it once let
/// `s_set_gpr_idx_on` through, which then failed to round-trip), while the
/// decoder for code runs it as the literal.
#[test]
fn inline_valued_literals_have_no_text_of_their_own() {
    let cases: &[(Arch, &str, [u32; 2])] = &[
        (Arch::Gfx8, "fiji", [0xBF11_06FF, 0xFFFF_FFFF]),
        (Arch::Gfx9, "gfx900", [0xBF11_06FF, 0xFFFF_FFFF]),
        (Arch::Gfx9, "gfx900", [0xBF11_06FF, 0x3F80_0000]),
        (Arch::Gfx9, "gfx900", [0xBE80_00FF, 0xFFFF_FFFC]),
    ];
    for (arch, cpu, words) in cases {
        let err = decode(*arch, words, 0).expect_err("the canonical decoder refuses");
        assert!(
            matches!(err.kind, DecodeErrorKind::Unsupported(_)),
            "{words:08x?}: {err}"
        );
        let run = decode_code(*arch, words, 0).expect("the decoder for code accepts");
        assert_eq!((run.ssrc0, run.literal), (255, words[1]));
        // llvm-mc's text for the word assembles to one word: the inline form.
        let text = llvm_mc_text(cpu, words);
        let back = gcnjit::isa::assemble(*arch, &text, 0).expect("llvm-mc's text assembles");
        assert_eq!(back.len(), 1, "{text}");
        assert_eq!(back[0].len_words(), 1, "{text}: {back:?}");
        assert_eq!(
            encode(&back[0]).unwrap()[0] & !0xFF,
            words[0] & !0xFF,
            "{text}"
        );
    }
}
