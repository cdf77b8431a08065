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
use gcnjit::{Arch, Opcode, Wave};
use vector_run::*;

/// A lane's destination before a load (d16 loads keep one half of it).
const PRESET: u32 = 0x1234_5678;
/// The data registers of a store.
const DATA: [u32; 4] = [0xA3A2_A1A0, 0xA7A6_A5A4, 0xABAA_A9A8, 0xAFAE_ADAC];

/// Loads by the part of the mnemonic after the family: the destination
/// words for memory bytes 0x80, 0x81, ... and the PRESET destination.
const LOADS: &[(&str, &[u32])] = &[
    ("load_ubyte", &[0x80]),
    ("load_sbyte", &[0xFFFF_FF80]),
    ("load_ushort", &[0x8180]),
    ("load_sshort", &[0xFFFF_8180]),
    ("load_dword", &[0x8382_8180]),
    ("load_dwordx2", &[0x8382_8180, 0x8786_8584]),
    ("load_dwordx3", &[0x8382_8180, 0x8786_8584, 0x8B8A_8988]),
    (
        "load_dwordx4",
        &[0x8382_8180, 0x8786_8584, 0x8B8A_8988, 0x8F8E_8D8C],
    ),
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
    (
        "load_format_xyzw",
        &[0x8382_8180, 0x8786_8584, 0x8B8A_8988, 0x8F8E_8D8C],
    ),
];

/// Stores: the memory bytes written from DATA (the rest stays 0).
const STORES: &[(&str, &[u8])] = &[
    ("store_byte", &[0xA0]),
    ("store_byte_d16_hi", &[0xA2]),
    ("store_short", &[0xA0, 0xA1]),
    ("store_short_d16_hi", &[0xA2, 0xA3]),
    ("store_dword", &[0xA0, 0xA1, 0xA2, 0xA3]),
    (
        "store_dwordx2",
        &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7],
    ),
    (
        "store_dwordx3",
        &[
            0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB,
        ],
    ),
    (
        "store_dwordx4",
        &[
            0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD,
            0xAE, 0xAF,
        ],
    ),
    ("store_format_x", &[0xA0, 0xA1, 0xA2, 0xA3]),
    (
        "store_format_xy",
        &[0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7],
    ),
    (
        "store_format_xyz",
        &[
            0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB,
        ],
    ),
    (
        "store_format_xyzw",
        &[
            0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD,
            0xAE, 0xAF,
        ],
    ),
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

fn arches_of(m: &str) -> Vec<Arch> {
    let a: Vec<Arch> = Arch::ALL
        .into_iter()
        .filter(|&a| Opcode::from_mnemonic_on(a, m).is_some())
        .collect();
    assert!(!a.is_empty(), "{m} is on no generation");
    a
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
    let w = run_ok(arch, &body, |w: &mut Wave| {
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
            if load.is_some() {
                for p in 0..16 {
                    w.mem
                        .write_u8(byte_addr(scratch, l, p), 0x80 + p as u8)
                        .unwrap();
                }
            }
            w.vgpr.set(1, l, if scratch { 0 } else { 32 * l as u32 });
            w.vgpr.set(10, l, (GLOBAL + 32 * l as u64) as u32);
            w.vgpr.set(11, l, 0);
            for k in 0..4 {
                w.vgpr.set(2 + k, l, DATA[k]);
                w.vgpr.set(6 + k, l, PRESET);
            }
        }
    });
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
    assert_eq!(Arch::ALL.len(), 4);
}
