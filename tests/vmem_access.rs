//! Every executed vector load and store of MUBUF (plain and format), MTBUF,
//! FLAT, GLOBAL and SCRATCH, each on every generation that has it, on every
//! engine: three lanes in EXEC, each at its own address, and a fourth lane
//! outside EXEC whose destination and memory must stay. Memory holds the
//! bytes 0x80, 0x81, ... 0x8F at each lane's address (so a byte load sees
//! 0x80, a sign-extending one 0xFFFFFF80); stores write the bytes of the
//! data registers 0xA3A2A1A0, 0xA7A6A5A4, 0xABAAA9A8, 0xAFAEADAC. The
//! expected words follow by hand from the manuals' definitions (GCN3 and Vega
//! "Vector Memory" chapters; docs/semantics.md §11.5, §11.16, §11.18):
//! `ubyte`/`ushort` zero-extend, `sbyte`/`sshort` sign-extend, the `d16`
//! loads write bits 15:0 (`_hi`: 31:16) and keep the other half, `d16_hi`
//! stores write bits 31:16 (`byte`: 23:16).

mod vector_run;
use gcnjit::{Arch, Wave};
use vector_run::*;

/// A lane's destination before a load (d16 loads keep one half of it).
const PRESET: u32 = 0x1234_5678;
/// The data registers of a store.
const DATA: [u32; 4] = [0xA3A2_A1A0, 0xA7A6_A5A4, 0xABAA_A9A8, 0xAFAE_ADAC];

/// Loads by the part of the mnemonic after the family: the destination
/// words for memory bytes 0x80, 0x81, ... and the PRESET destination.
#[rustfmt::skip]
const LOADS: &[(&str, &[u32])] = &[
    ("load_ubyte", &[0x80]),
    ("load_sbyte", &[0xFFFF_FF80]),
    ("load_ushort", &[0x8180]),
    ("load_sshort", &[0xFFFF_8180]),
    ("load_dword", &[0x8382_8180]),
    ("load_dwordx2", &[0x8382_8180, 0x8786_8584]),
    ("load_dwordx3", &[0x8382_8180, 0x8786_8584, 0x8B8A_8988]),
    ("load_dwordx4", &[0x8382_8180, 0x8786_8584, 0x8B8A_8988, 0x8F8E_8D8C]),
    ("load_ubyte_d16", &[0x1234_0080]),
    ("load_ubyte_d16_hi", &[0x0080_5678]),
    ("load_sbyte_d16", &[0x1234_FF80]),
    ("load_sbyte_d16_hi", &[0xFF80_5678]),
    ("load_short_d16", &[0x1234_8180]),
    ("load_short_d16_hi", &[0x8180_5678]),
    // The V# (or MTBUF) format is 32_32_32_32 UINT: components are dwords.
    ("load_format_x", &[0x8382_8180]),
    ("load_format_xy", &[0x8382_8180, 0x8786_8584]),
    ("load_format_xyz", &[0x8382_8180, 0x8786_8584, 0x8B8A_8988]),
    ("load_format_xyzw", &[0x8382_8180, 0x8786_8584, 0x8B8A_8988, 0x8F8E_8D8C]),
];

/// Stores: the memory bytes written from DATA (the rest stays 0).
#[rustfmt::skip]
const STORES: &[(&str, &[u8])] = &[
    ("store_byte", &[0xA0]),
    ("store_byte_d16_hi", &[0xA2]),
    ("store_short", &[0xA0, 0xA1]),
    ("store_short_d16_hi", &[0xA2, 0xA3]),
    ("store_dword", &[0xA0, 0xA1, 0xA2, 0xA3]),
    ("store_dwordx2", &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7]),
    ("store_dwordx3", &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB]),
    ("store_dwordx4", &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF]),
    ("store_format_x", &[0xA0, 0xA1, 0xA2, 0xA3]),
    ("store_format_xy", &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7]),
    ("store_format_xyz", &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB]),
    ("store_format_xyzw", &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF]),
];

/// The loads and stores run here, every family.
const ACCESSES: &[&str] = &[
    "buffer_load_ubyte",
    "buffer_load_sbyte",
    "buffer_load_ushort",
    "buffer_load_sshort",
    "buffer_load_dword",
    "buffer_load_dwordx2",
    "buffer_load_dwordx3",
    "buffer_load_dwordx4",
    "buffer_load_ubyte_d16",
    "buffer_load_ubyte_d16_hi",
    "buffer_load_sbyte_d16",
    "buffer_load_sbyte_d16_hi",
    "buffer_load_short_d16",
    "buffer_load_short_d16_hi",
    "buffer_load_format_x",
    "buffer_load_format_xy",
    "buffer_load_format_xyz",
    "buffer_load_format_xyzw",
    "buffer_store_byte",
    "buffer_store_byte_d16_hi",
    "buffer_store_short",
    "buffer_store_short_d16_hi",
    "buffer_store_dword",
    "buffer_store_dwordx2",
    "buffer_store_dwordx3",
    "buffer_store_dwordx4",
    "buffer_store_format_x",
    "buffer_store_format_xy",
    "buffer_store_format_xyz",
    "buffer_store_format_xyzw",
    "tbuffer_load_format_x",
    "tbuffer_load_format_xy",
    "tbuffer_load_format_xyz",
    "tbuffer_load_format_xyzw",
    "tbuffer_store_format_x",
    "tbuffer_store_format_xy",
    "tbuffer_store_format_xyz",
    "tbuffer_store_format_xyzw",
    "flat_load_ubyte",
    "flat_load_sbyte",
    "flat_load_ushort",
    "flat_load_sshort",
    "flat_load_dword",
    "flat_load_dwordx2",
    "flat_load_dwordx3",
    "flat_load_dwordx4",
    "flat_load_ubyte_d16",
    "flat_load_ubyte_d16_hi",
    "flat_load_sbyte_d16",
    "flat_load_sbyte_d16_hi",
    "flat_load_short_d16",
    "flat_load_short_d16_hi",
    "flat_store_byte",
    "flat_store_byte_d16_hi",
    "flat_store_short",
    "flat_store_short_d16_hi",
    "flat_store_dword",
    "flat_store_dwordx2",
    "flat_store_dwordx3",
    "flat_store_dwordx4",
    "global_load_ubyte",
    "global_load_sbyte",
    "global_load_ushort",
    "global_load_sshort",
    "global_load_dword",
    "global_load_dwordx2",
    "global_load_dwordx3",
    "global_load_dwordx4",
    "global_load_ubyte_d16",
    "global_load_ubyte_d16_hi",
    "global_load_sbyte_d16",
    "global_load_sbyte_d16_hi",
    "global_load_short_d16",
    "global_load_short_d16_hi",
    "global_store_byte",
    "global_store_byte_d16_hi",
    "global_store_short",
    "global_store_short_d16_hi",
    "global_store_dword",
    "global_store_dwordx2",
    "global_store_dwordx3",
    "global_store_dwordx4",
    "scratch_load_ubyte",
    "scratch_load_sbyte",
    "scratch_load_ushort",
    "scratch_load_sshort",
    "scratch_load_dword",
    "scratch_load_dwordx2",
    "scratch_load_dwordx3",
    "scratch_load_dwordx4",
    "scratch_load_ubyte_d16",
    "scratch_load_ubyte_d16_hi",
    "scratch_load_sbyte_d16",
    "scratch_load_sbyte_d16_hi",
    "scratch_load_short_d16",
    "scratch_load_short_d16_hi",
    "scratch_store_byte",
    "scratch_store_byte_d16_hi",
    "scratch_store_short",
    "scratch_store_short_d16_hi",
    "scratch_store_dword",
    "scratch_store_dwordx2",
    "scratch_store_dwordx3",
    "scratch_store_dwordx4",
];

/// Global memory (and the buffer's base).
const GLOBAL: u64 = 0x1_0000;
/// Private memory (gfx9's FLAT_SCRATCH).
const SCRATCH: u64 = 0x4000_0000;
/// A V# word 3: DST_SEL X, Y, Z, W; NUM_FORMAT UINT (4); DATA_FORMAT
/// 32_32_32_32 (14).
const WORD3: u32 = 0xFAC | 4 << 12 | 14 << 15;
const ACTIVE: usize = 3;

/// Lane `l`'s data registers v2..v5 (DATA) and destinations v6..v9 (PRESET).
fn set_data(w: &mut Wave, l: usize) {
    for (k, d) in DATA.iter().enumerate() {
        w.vgpr.set(2 + k, l, *d);
        w.vgpr.set(6 + k, l, PRESET);
    }
}

/// Where byte `p` of lane `l`'s access is: global memory 32 bytes a lane,
/// or the lane's swizzled private memory (docs/semantics.md §11.15).
fn byte_addr(scratch: bool, l: usize, p: usize) -> u64 {
    if scratch {
        SCRATCH + (p / 4 * 256 + 4 * l + p % 4) as u64
    } else {
        GLOBAL + (32 * l + p) as u64
    }
}

/// A register list of `n` registers from `first`.
fn regs(first: usize, n: usize) -> String {
    if n == 1 {
        format!("v{first}")
    } else {
        format!("v[{first}:{}]", first + n - 1)
    }
}

fn text(m: &str, vdata: &str) -> String {
    let load = m.contains("_load_");
    let fmt = " format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_UINT]";
    if m.starts_with("tbuffer_") {
        format!("{m} {vdata}, v1, s[8:11], 0{fmt} offen")
    } else if m.starts_with("buffer_") {
        format!("{m} {vdata}, v1, s[8:11], 0 offen")
    } else if m.starts_with("flat_") {
        if load {
            format!("{m} {vdata}, v[10:11]")
        } else {
            format!("{m} v[10:11], {vdata}")
        }
    } else if m.starts_with("global_") {
        if load {
            format!("{m} {vdata}, v[10:11], off")
        } else {
            format!("{m} v[10:11], {vdata}, off")
        }
    } else if load {
        format!("{m} {vdata}, v1, off")
    } else {
        format!("{m} v1, {vdata}, off")
    }
}

fn check(arch: Arch, m: &str) {
    let (_, op) = m.split_once('_').unwrap();
    let scratch = m.starts_with("scratch_");
    let load = LOADS.iter().find(|(o, _)| *o == op);
    let store = STORES.iter().find(|(o, _)| *o == op);
    let n = load.map_or_else(|| store.unwrap().1.len().div_ceil(4), |(_, w)| w.len());
    let body = match load {
        Some(_) => text(m, &regs(6, n)),
        None => text(m, &regs(2, n)),
    };
    let w = run_buffer(arch, &body, load.is_some(), scratch);
    let what = format!("{arch} {body}");
    for l in 0..=ACTIVE {
        if let Some((_, want)) = load {
            for (k, &x) in want.iter().enumerate() {
                let want = if l < ACTIVE { x } else { PRESET };
                assert_eq!(w.vgpr.get(6 + k, l), want, "{what}: lane {l} register {k}");
            }
        } else {
            let bytes = store.unwrap().1;
            for p in 0..16 {
                let want = if l < ACTIVE {
                    bytes.get(p).copied().unwrap_or(0)
                } else {
                    0
                };
                let got = w.mem.read_u8(byte_addr(scratch, l, p)).unwrap();
                assert_eq!(got, want, "{what}: lane {l} byte {p}");
            }
        }
    }
}

#[test]
fn loads_and_stores_on_every_generation() {
    for m in ACCESSES {
        for arch in arches_of(m) {
            check(arch, m);
        }
    }
}

/// One DS case: the instruction (address v1 = 32 * lane, data v2..v5, lane
/// values 100 + lane in v13, exchange addresses in v12), the registers from
/// v6 it returns, and the bytes it writes as (offset from the lane's
/// address, bytes). The LDS holds 0x80 + (address % 16) everywhere before.
type DsCase = (
    &'static str,
    &'static [u32],
    &'static [(usize, &'static [u8])],
);

const A0_3: &[u8] = &[0xA0, 0xA1, 0xA2, 0xA3];
const A4_7: &[u8] = &[0xA4, 0xA5, 0xA6, 0xA7];
const A0_7: &[u8] = &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7];
const A8_F: &[u8] = &[0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF];
const P0: u32 = 0x8382_8180;
const P1: u32 = 0x8786_8584;
const P2: u32 = 0x8B8A_8988;
const P3: u32 = 0x8F8E_8D8C;

#[rustfmt::skip]
const DS_CASES: &[DsCase] = &[
    ("ds_read_u8 v6, v1", &[0x80], &[]),
    ("ds_read_i8 v6, v1", &[0xFFFF_FF80], &[]),
    ("ds_read_u16 v6, v1", &[0x8180], &[]),
    ("ds_read_i16 v6, v1", &[0xFFFF_8180], &[]),
    ("ds_read_b32 v6, v1", &[P0], &[]),
    ("ds_read_b64 v[6:7], v1", &[P0, P1], &[]),
    ("ds_read_b96 v[6:8], v1", &[P0, P1, P2], &[]),
    ("ds_read_b128 v[6:9], v1", &[P0, P1, P2, P3], &[]),
    ("ds_read_u8_d16 v6, v1", &[0x1234_0080], &[]),
    ("ds_read_u8_d16_hi v6, v1", &[0x0080_5678], &[]),
    ("ds_read_i8_d16 v6, v1", &[0x1234_FF80], &[]),
    ("ds_read_i8_d16_hi v6, v1", &[0xFF80_5678], &[]),
    ("ds_read_u16_d16 v6, v1", &[0x1234_8180], &[]),
    ("ds_read_u16_d16_hi v6, v1", &[0x8180_5678], &[]),
    // Offsets in dwords (b32) or qwords (b64); st64 times 64 more, where
    // the LDS repeats its 16-byte pattern.
    ("ds_read2_b32 v[6:7], v1 offset0:1 offset1:3", &[P1, P3], &[]),
    ("ds_read2_b64 v[6:9], v1 offset0:1 offset1:0", &[P2, P3, P0, P1], &[]),
    ("ds_read2st64_b32 v[6:7], v1 offset0:1 offset1:2", &[P0, P0], &[]),
    ("ds_read2st64_b64 v[6:9], v1 offset0:1 offset1:0", &[P0, P1, P0, P1], &[]),
    ("ds_write_b8 v1, v2", &[], &[(0, &[0xA0])]),
    ("ds_write_b16 v1, v2", &[], &[(0, &[0xA0, 0xA1])]),
    ("ds_write_b8_d16_hi v1, v2", &[], &[(0, &[0xA2])]),
    ("ds_write_b16_d16_hi v1, v2", &[], &[(0, &[0xA2, 0xA3])]),
    ("ds_write_b32 v1, v2", &[], &[(0, A0_3)]),
    ("ds_write_b64 v1, v[2:3]", &[], &[(0, A0_7)]),
    ("ds_write_b96 v1, v[2:4]", &[], &[(0, A0_7), (8, &[0xA8, 0xA9, 0xAA, 0xAB])]),
    ("ds_write_b128 v1, v[2:5]", &[], &[(0, A0_7), (8, A8_F)]),
    ("ds_write2_b32 v1, v2, v3 offset0:0 offset1:2", &[], &[(0, A0_3), (8, A4_7)]),
    ("ds_write2_b64 v1, v[2:3], v[4:5] offset0:1 offset1:0", &[], &[(8, A0_7), (0, A8_F)]),
    ("ds_write2st64_b32 v1, v2, v3 offset0:0 offset1:1", &[], &[(0, A0_3), (256, A4_7)]),
    ("ds_write2st64_b64 v1, v[2:3], v[4:5] offset0:0 offset1:1", &[], &[(0, A0_7), (512, A8_F)]),
    // The exchanges return the old values of both places.
    ("ds_wrxchg2_rtn_b32 v[6:7], v1, v2, v3 offset0:0 offset1:2", &[P0, P2], &[(0, A0_3), (8, A4_7)]),
    ("ds_wrxchg2_rtn_b64 v[6:9], v1, v[2:3], v[4:5] offset0:0 offset1:1", &[P0, P1, P2, P3], &[(0, A0_7), (8, A8_F)]),
    ("ds_wrxchg2st64_rtn_b32 v[6:7], v1, v2, v3 offset0:0 offset1:1", &[P0, P0], &[(0, A0_3), (256, A4_7)]),
    ("ds_wrxchg2st64_rtn_b64 v[6:9], v1, v[2:3], v[4:5] offset0:0 offset1:1", &[P0, P1, P0, P1], &[(0, A0_7), (512, A8_F)]),
    // Lane exchanges over v13 = 100 + lane. Quad perm (1, 0, 2, 2): lanes
    // 0, 1, 2 read lanes 1, 0, 2. bpermute: lane l reads lane v12 / 4 =
    // (l + 1) % 3; permute: lane l writes lane (l + 1) % 3.
    ("ds_swizzle_b32 v6, v13 offset:swizzle(QUAD_PERM,1,0,2,2)", &[101, 100, 102], &[]),
    ("ds_bpermute_b32 v6, v12, v13", &[101, 102, 100], &[]),
    ("ds_permute_b32 v6, v12, v13", &[102, 100, 101], &[]),
    ("ds_nop", &[], &[]),
];

/// Lane-dependent results of the lane exchanges.
fn lane_value(case: &str, want: &[u32], l: usize, k: usize) -> u32 {
    if case.starts_with("ds_swizzle") || case.contains("permute") {
        want[l]
    } else {
        want[k]
    }
}

#[test]
fn ds_accesses_on_every_generation() {
    for &(text, want, writes) in DS_CASES {
        let m = text.split_whitespace().next().unwrap();
        let exchange = m.starts_with("ds_swizzle") || m.contains("permute");
        let nregs = if exchange {
            want.len().min(1)
        } else {
            want.len()
        };
        for arch in arches_of(m) {
            let w = run_ok(arch, text, |w| {
                w.state.set_exec((1 << ACTIVE) - 1);
                w.state.sgpr[124] = u32::MAX;
                for a in 0..2048u32 {
                    w.lds.write_u8(a, 0x80 + (a % 16) as u8).unwrap();
                }
                for l in 0..64 {
                    w.vgpr.set(1, l, 32 * l as u32);
                    w.vgpr.set(12, l, 4 * ((l as u32 + 1) % 3));
                    w.vgpr.set(13, l, 100 + l as u32);
                    set_data(w, l);
                }
            });
            for l in 0..=ACTIVE {
                for k in 0..nregs {
                    let want = if l < ACTIVE {
                        lane_value(m, want, l, k)
                    } else {
                        PRESET
                    };
                    assert_eq!(
                        w.vgpr.get(6 + k, l),
                        want,
                        "{arch} {text}: lane {l} register {k}"
                    );
                }
                for window in [0, 256, 512] {
                    for p in 0..32 {
                        let off = window + p;
                        let addr = (32 * l + off) as u32;
                        let mut want = 0x80 + (addr % 16) as u8;
                        if l < ACTIVE {
                            for (at, bytes) in writes {
                                if off >= *at && off < at + bytes.len() {
                                    want = bytes[off - at];
                                }
                            }
                        }
                        assert_eq!(
                            w.lds.read_u8(addr),
                            Some(want),
                            "{arch} {text}: lane {l} byte {off}"
                        );
                    }
                }
            }
        }
    }
}

/// `ds_append` / `ds_consume`: the dword at M0[15:0] (0x100) goes up / down
/// by the 3 lanes of EXEC; each active lane receives the old value.
#[test]
fn ds_append_and_consume() {
    for (m, new) in [("ds_append", 0x8382_8183u32), ("ds_consume", 0x8382_817D)] {
        for arch in arches_of(m) {
            let w = run_ok(arch, &format!("{m} v6"), |w| {
                w.state.set_exec(0b111);
                w.state.sgpr[124] = 0xFFFF_0100;
                for a in 0..2048u32 {
                    w.lds.write_u8(a, 0x80 + (a % 16) as u8).unwrap();
                }
                lanes(w, 6, |_| PRESET);
            });
            assert_eq!(w.lds.read_u32(0x100), Some(new), "{arch} {m}");
            let got: Vec<u32> = (0..4).map(|l| w.vgpr.get(6, l)).collect();
            assert_eq!(got, [P0, P0, P0, PRESET], "{arch} {m}");
        }
    }
}

/// The cache invalidations change nothing a wave can see (in-order
/// execution, docs/semantics.md §11): registers and memory stay.
#[test]
fn cache_invalidations_change_nothing() {
    for m in ["buffer_wbinvl1", "buffer_wbinvl1_sc", "buffer_wbinvl1_vol"] {
        for arch in arches_of(m) {
            let w = run_ok(arch, m, |w| {
                w.mem.map(GLOBAL, vec![0x5A; 64]).unwrap();
                lanes(w, 6, |l| l as u32);
            });
            assert_eq!(w.mem.read_u32(GLOBAL), Some(0x5A5A_5A5A), "{arch} {m}");
            assert!((0..64).all(|l| w.vgpr.get(6, l) == l as u32), "{arch} {m}");
        }
    }
}

/// The d16 format accesses (gfx8 one 16-bit component a register, in its
/// low half; gfx9 two a register, X low and Y high: docs/semantics.md
/// §11.18) with the 32_32_32_32 UINT format: a load gives each component's
/// low 16 bits (X 0x8180, Y 0x8584, Z 0x8988, W 0x8D8C), a store writes each
/// 16-bit value zero-extended into its dword, components not stored stay 0.
/// (mnemonic, gfx8 registers, gfx9 registers) for loads; stores give the
/// bytes written from DATA.
#[rustfmt::skip]
const D16_LOADS: &[(&str, &[u32], &[u32])] = &[
    ("buffer_load_format_d16_x", &[0x8180], &[0x8180]),
    ("buffer_load_format_d16_xy", &[0x8180, 0x8584], &[0x8584_8180]),
    ("buffer_load_format_d16_xyz", &[0x8180, 0x8584, 0x8988], &[0x8584_8180, 0x8988]),
    ("buffer_load_format_d16_xyzw", &[0x8180, 0x8584, 0x8988, 0x8D8C], &[0x8584_8180, 0x8D8C_8988]),
    ("tbuffer_load_format_d16_x", &[0x8180], &[0x8180]),
    ("tbuffer_load_format_d16_xy", &[0x8180, 0x8584], &[0x8584_8180]),
    ("tbuffer_load_format_d16_xyz", &[0x8180, 0x8584, 0x8988], &[0x8584_8180, 0x8988]),
    ("tbuffer_load_format_d16_xyzw", &[0x8180, 0x8584, 0x8988, 0x8D8C], &[0x8584_8180, 0x8D8C_8988]),
];

/// (mnemonic, gfx8 bytes, gfx9 bytes): gfx8 reads DATA[k]'s low half for
/// component k, gfx9 DATA[k / 2]'s low (even k) or high (odd k) half.
#[rustfmt::skip]
const D16_STORES: &[(&str, &[u8], &[u8])] = &[
    ("buffer_store_format_d16_x", &[0xA0, 0xA1, 0, 0], &[0xA0, 0xA1, 0, 0]),
    ("buffer_store_format_d16_hi_x", &[], &[0xA2, 0xA3, 0, 0]),
    ("buffer_store_format_d16_xy", &[0xA0, 0xA1, 0, 0, 0xA4, 0xA5, 0, 0], &[0xA0, 0xA1, 0, 0, 0xA2, 0xA3, 0, 0]),
    ("buffer_store_format_d16_xyz", &[0xA0, 0xA1, 0, 0, 0xA4, 0xA5, 0, 0, 0xA8, 0xA9, 0, 0], &[0xA0, 0xA1, 0, 0, 0xA2, 0xA3, 0, 0, 0xA4, 0xA5, 0, 0]),
    ("buffer_store_format_d16_xyzw", &[0xA0, 0xA1, 0, 0, 0xA4, 0xA5, 0, 0, 0xA8, 0xA9, 0, 0, 0xAC, 0xAD, 0, 0], &[0xA0, 0xA1, 0, 0, 0xA2, 0xA3, 0, 0, 0xA4, 0xA5, 0, 0, 0xA6, 0xA7, 0, 0]),
    ("tbuffer_store_format_d16_x", &[0xA0, 0xA1, 0, 0], &[0xA0, 0xA1, 0, 0]),
    ("tbuffer_store_format_d16_xy", &[0xA0, 0xA1, 0, 0, 0xA4, 0xA5, 0, 0], &[0xA0, 0xA1, 0, 0, 0xA2, 0xA3, 0, 0]),
    ("tbuffer_store_format_d16_xyz", &[0xA0, 0xA1, 0, 0, 0xA4, 0xA5, 0, 0, 0xA8, 0xA9, 0, 0], &[0xA0, 0xA1, 0, 0, 0xA2, 0xA3, 0, 0, 0xA4, 0xA5, 0, 0]),
    ("tbuffer_store_format_d16_xyzw", &[0xA0, 0xA1, 0, 0, 0xA4, 0xA5, 0, 0, 0xA8, 0xA9, 0, 0, 0xAC, 0xAD, 0, 0], &[0xA0, 0xA1, 0, 0, 0xA2, 0xA3, 0, 0, 0xA4, 0xA5, 0, 0, 0xA6, 0xA7, 0, 0]),
];

/// Runs `body` on three lanes of EXEC with the buffer's V# in s[8:11],
/// gfx9's FLAT_SCRATCH, global and private memory mapped, holding the 0x80
/// pattern at each lane's address for a load (zeros for a store), and the
/// lane's address in v1 (private offset 0 for SCRATCH) and v[10:11].
fn run_buffer(arch: Arch, body: &str, load: bool, scratch: bool) -> Wave {
    run_ok(arch, body, |w: &mut Wave| {
        w.state.set_exec((1 << ACTIVE) - 1);
        w.state.sgpr[8] = GLOBAL as u32;
        w.state.sgpr[9] = 0;
        w.state.sgpr[10] = 4096;
        w.state.sgpr[11] = WORD3;
        w.state.sgpr[102] = SCRATCH as u32; // gfx9 FLAT_SCRATCH
        w.state.sgpr[103] = 0;
        w.mem.map(GLOBAL, vec![0; 4096]).unwrap();
        w.mem.map(SCRATCH, vec![0; 4096]).unwrap();
        for l in 0..=ACTIVE {
            if load {
                for p in 0..16 {
                    w.mem
                        .write_u8(byte_addr(scratch, l, p), 0x80 + p as u8)
                        .unwrap();
                }
            }
            w.vgpr.set(1, l, if scratch { 0 } else { 32 * l as u32 });
            w.vgpr.set(10, l, (GLOBAL + 32 * l as u64) as u32);
            w.vgpr.set(11, l, 0);
            set_data(w, l);
        }
    })
}

#[test]
fn d16_format_accesses_on_gfx8_and_gfx9() {
    for &(m, gfx8, gfx9) in D16_LOADS {
        for arch in arches_of(m) {
            let want = if arch == Arch::Gfx8 { gfx8 } else { gfx9 };
            let body = text(m, &regs(6, want.len()));
            let w = run_buffer(arch, &body, true, false);
            for l in 0..=ACTIVE {
                for (k, &x) in want.iter().enumerate() {
                    let want = if l < ACTIVE { x } else { PRESET };
                    assert_eq!(
                        w.vgpr.get(6 + k, l),
                        want,
                        "{arch} {body}: lane {l} register {k}"
                    );
                }
            }
        }
    }
    for &(m, gfx8, gfx9) in D16_STORES {
        for arch in arches_of(m) {
            let bytes = if arch == Arch::Gfx8 { gfx8 } else { gfx9 };
            let comps = bytes.len() / 4;
            let n = if arch == Arch::Gfx8 {
                comps
            } else {
                comps.div_ceil(2)
            };
            let body = text(m, &regs(2, n));
            let w = run_buffer(arch, &body, false, false);
            for l in 0..=ACTIVE {
                for p in 0..16 {
                    let want = if l < ACTIVE {
                        bytes.get(p).copied().unwrap_or(0)
                    } else {
                        0
                    };
                    let got = w.mem.read_u8(byte_addr(false, l, p)).unwrap();
                    assert_eq!(got, want, "{arch} {body}: lane {l} byte {p}");
                }
            }
        }
    }
}
