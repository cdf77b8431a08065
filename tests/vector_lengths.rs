//! The vector length decoder against llvm-mc-14: vector instructions of every
//! encoding family, assembled for each generation; the family is written here
//! by hand (from the AMD manuals' encoding chapters), the length comes from
//! llvm-mc's encoding.

use gcnjit::isa::vector::{self, VectorFamily as F};
use gcnjit::Arch;
use std::process::Command;

/// Instructions every generation has, with their family.
const COMMON: &[(&str, F)] = &[
    ("v_mov_b32 v0, v1", F::Vop1),
    ("v_mov_b32 v0, 0x12345", F::Vop1),
    ("v_cvt_f32_i32 v3, s5", F::Vop1),
    ("v_add_f32 v0, v1, v2", F::Vop2),
    ("v_add_f32 v0, 0x12345, v2", F::Vop2),
    ("v_madmk_f32 v0, v1, 0x41200000, v2", F::Vop2),
    ("v_madak_f32 v0, v1, v2, 0x41200000", F::Vop2),
    ("v_cndmask_b32 v0, v1, v2, vcc", F::Vop2),
    ("v_cmp_eq_f32 vcc, v1, v2", F::Vopc),
    ("v_cmp_eq_f32 vcc, 0x12345, v2", F::Vopc),
    ("v_add_f32_e64 v0, v1, v2", F::Vop3),
    ("v_mad_f32 v0, v1, v2, v3", F::Vop3),
    ("v_cmp_eq_f32_e64 s[0:1], v1, v2", F::Vop3),
    ("v_mov_b32_e64 v0, s1", F::Vop3),
    ("v_interp_p1_f32 v0, v1, attr0.x", F::Vintrp),
    ("ds_write_b32 v0, v1", F::Ds),
    ("ds_read_b32 v0, v1 offset:16", F::Ds),
    ("buffer_load_dword v0, off, s[0:3], 0", F::Mubuf),
    (
        "buffer_store_dword v1, v0, s[4:7], s2 offen offset:4",
        F::Mubuf,
    ),
    ("tbuffer_load_format_x v0, off, s[0:3], 0", F::Mtbuf),
    ("image_load v[0:3], v[0:3], s[0:7] dmask:0xf unorm", F::Mimg),
    ("exp mrt0 v0, v0, v0, v0", F::Exp),
];

/// From gfx7 on.
const CI_UP: &[(&str, F)] = &[("flat_load_dword v0, v[0:1]", F::Flat)];

/// From gfx8 on.
const VI_UP: &[(&str, F)] = &[
    (
        "v_mov_b32_sdwa v0, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD",
        F::Sdwa,
    ),
    (
        "v_add_f32_sdwa v0, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
        F::Sdwa,
    ),
    ("v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD", F::Sdwa),
    ("v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", F::Dpp),
    ("v_add_f32_dpp v0, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf", F::Dpp),
    ("v_madak_f16 v0, v1, v2, 0x1234", F::Vop2),
    ("v_madmk_f16 v0, v1, 0x1234, v2", F::Vop2),
    ("v_add_f16 v0, v1, v2", F::Vop2),
    ("flat_store_dword v[0:1], v2", F::Flat),
];

/// gfx9 only.
const GFX9: &[(&str, F)] = &[
    ("v_pk_add_f16 v0, v1, v2", F::Vop3p),
    ("v_mad_mix_f32 v0, v1, v2, v3", F::Vop3p),
    ("global_load_dword v0, v[0:1], off", F::Global),
    ("global_store_dword v[0:1], v2, off offset:8", F::Global),
    ("scratch_load_dword v0, v1, off", F::Scratch),
    ("scratch_load_dword v0, off, s0", F::Scratch),
    ("v_add_u32 v0, v1, v2", F::Vop2),
    ("v_add_co_u32_e64 v0, s[0:1], v1, v2", F::Vop3),
];

/// (mnemonic text, encoding bytes) of each line llvm-mc-14 prints.
fn encodings(arch: Arch, lines: &[&str]) -> Vec<Vec<u8>> {
    let src = std::env::temp_dir().join(format!("gcnjit-vec-{}-{arch}.s", std::process::id()));
    std::fs::write(&src, lines.join("\n") + "\n").unwrap();
    let out = Command::new("llvm-mc-14")
        .args([
            "-arch=amdgcn",
            &format!("-mcpu={}", arch.llvm_cpu()),
            "--show-encoding",
        ])
        .arg(&src)
        .output()
        .expect("llvm-mc-14 must be installed (.ci/run installs LLVM 14)");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{arch}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    text.lines()
        .filter_map(|l| l.split_once("encoding: ["))
        .map(|(_, bytes)| {
            bytes
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
                .collect()
        })
        .collect()
}

#[test]
fn family_and_length_of_every_family_on_every_generation() {
    for arch in Arch::ALL {
        let mut cases: Vec<(&str, F)> = COMMON.to_vec();
        if arch >= Arch::Gfx7 {
            cases.extend_from_slice(CI_UP);
        }
        if arch >= Arch::Gfx8 {
            cases.extend_from_slice(VI_UP);
        }
        if arch == Arch::Gfx9 {
            cases.extend_from_slice(GFX9);
        }
        let texts: Vec<&str> = cases.iter().map(|c| c.0).collect();
        let encs = encodings(arch, &texts);
        assert_eq!(encs.len(), cases.len(), "{arch}");
        let mut families = std::collections::BTreeSet::new();
        for ((text, family), bytes) in cases.iter().zip(&encs) {
            let words: Vec<u32> = bytes
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            // A trailing word must not change the answer.
            let mut padded = words.clone();
            padded.push(0xbf81_0000);
            let got = vector::decode(arch, &padded);
            assert_eq!(
                got.map(|v| (v.family, v.len_words)),
                Some((*family, words.len())),
                "{arch}: {text} {words:08x?}"
            );
            // Cut short, it is not an instruction.
            assert_eq!(
                vector::decode(arch, &words[..words.len() - 1]),
                None,
                "{arch}: {text}"
            );
            // And it is never a scalar instruction.
            assert!(
                gcnjit::isa::decode(arch, &padded, 0).map_or(true, |i| i.op.format().is_vector()),
                "{arch}: {text}"
            );
            families.insert(*family);
        }
        let expected = match arch {
            Arch::Gfx6 => 10,
            Arch::Gfx7 => 11,
            Arch::Gfx8 => 13,
            Arch::Gfx9 => 16,
        };
        assert_eq!(families.len(), expected, "{arch}: {families:?}");
    }
}
