//! Every executed vector atomic (DS on the LDS; MUBUF, FLAT and GLOBAL on
//! global memory), returning and not, 32- and 64-bit, on every generation
//! that has it, on every engine. Each lane works on its own address; the
//! lane after the cases is outside EXEC and must leave its memory and its
//! destination alone. The expected new values are derived by hand from the
//! operations of AMD's GCN3 and Vega manuals (docs/semantics.md §11.6,
//! §11.17): inc stores 0 when old >= data, else old + 1; dec stores data
//! when old is 0 or above data, else old - 1; DS cmpst compares with DATA0
//! and stores DATA1, the other families' cmpswap take {new, compare} in
//! consecutive registers; mskor stores (old & ~DATA0) | DATA1; wrap stores
//! old - DATA0 when old >= DATA0, else old + DATA1. A returning form gives
//! the old value. The float atomics (DS min/max/cmpst f32/f64, gfx6/gfx7's
//! buffer and gfx7's flat fmin/fmax/fcmpswap) compare as floats: a NaN
//! operand of min/max gives the other, -0 is below +0, -0 equals +0 and a
//! NaN equals nothing in a compare (docs/semantics.md §11.17, §11.22). The
//! `_src2` forms take their data from the LDS at B = A + 4 * the offset
//! field sign-extended from bit 14 (or A[31:17] with offset bit 15), and
//! `ds_condxchg32_rtn_b64` writes each dword whose data has bit 31 set
//! (with that bit cleared) at (ADDR + offset) & 0xFFF8 and + 4.

mod vector_run;
use gcnjit::{Arch, Wave};
use vector_run::*;

/// (old, data0, data1, new) per lane.
type Case = (u64, u64, u64, u64);

const M32: u64 = 0xFFFF_FFFF;
const M64: u64 = u64::MAX;

/// The 32-bit cases of an operation.
fn cases32(op: &str) -> &'static [Case] {
    match op {
        "add" => &[(5, 3, 0, 8), (M32, 1, 0, 0)],
        "sub" => &[(5, 3, 0, 2), (0, 1, 0, M32)],
        "rsub" => &[(5, 3, 0, 0xFFFF_FFFE), (0, 1, 0, 1)],
        "inc" => &[(5, 3, 0, 0), (2, 3, 0, 3)],
        "dec" => &[(0, 3, 0, 3), (5, 3, 0, 3), (2, 3, 0, 1)],
        // (-1, 1) and (INT_MIN, INT_MAX)
        "min_i" => &[(M32, 1, 0, M32), (0x8000_0000, 0x7FFF_FFFF, 0, 0x8000_0000)],
        "max_i" => &[(M32, 1, 0, 1), (0x8000_0000, 0x7FFF_FFFF, 0, 0x7FFF_FFFF)],
        "min_u" => &[(M32, 1, 0, 1), (0x8000_0000, 0x7FFF_FFFF, 0, 0x7FFF_FFFF)],
        "max_u" => &[(M32, 1, 0, M32), (0x8000_0000, 0x7FFF_FFFF, 0, 0x8000_0000)],
        "and" => &[(0xF0F0, 0xFF00, 0, 0xF000)],
        "or" => &[(0xF0F0, 0xFF00, 0, 0xFFF0)],
        "xor" => &[(0xF0F0, 0xFF00, 0, 0x0FF0)],
        "swap" => &[(5, 9, 0, 9)],
        "mskor" => &[(0xF0F0, 0x00FF, 5, 0xF005)],
        "cmpst" => &[(5, 5, 9, 9), (5, 4, 9, 5)],
        "cmpswap" => &[(5, 9, 5, 9), (5, 9, 4, 5)],
        "wrap" => &[(5, 3, 10, 2), (2, 3, 10, 12)],
        // 1 + 2 = 3.
        "add_f" => &[(0x3F80_0000, 0x4000_0000, 0, 0x4040_0000)],
        // A NaN operand gives the other (NaN data keeps 1.0, a NaN in
        // memory takes 1.0); -0 is below +0; min(2.0, 1.0) = 1.0,
        // max(1.0, 2.0) = 2.0, and -1.0 (0xBF80_0000) is below 1.0.
        "min_f" => &[
            (0x3F80_0000, 0x7FC0_0000, 0, 0x3F80_0000),
            (0x7FC0_0000, 0x3F80_0000, 0, 0x3F80_0000),
            (0x8000_0000, 0, 0, 0x8000_0000),
            (0, 0x8000_0000, 0, 0x8000_0000),
            (0x4000_0000, 0x3F80_0000, 0, 0x3F80_0000),
            (0x3F80_0000, 0xBF80_0000, 0, 0xBF80_0000),
        ],
        "max_f" => &[
            (0x3F80_0000, 0x7FC0_0000, 0, 0x3F80_0000),
            (0x7FC0_0000, 0x3F80_0000, 0, 0x3F80_0000),
            (0x8000_0000, 0, 0, 0),
            (0, 0x8000_0000, 0, 0),
            (0x3F80_0000, 0x4000_0000, 0, 0x4000_0000),
            (0x3F80_0000, 0xBF80_0000, 0, 0x3F80_0000),
        ],
        // -0 equals +0 (stores 2.0); NaN equals nothing.
        "cmpst_f" => &[
            (0x8000_0000, 0, 0x4000_0000, 0x4000_0000),
            (0x7FC0_0000, 0x7FC0_0000, 0x4000_0000, 0x7FC0_0000),
        ],
        // Buffer/flat fcmpswap: (old, new, compare, stored). -0 equals +0
        // (stores 2.0); NaN equals nothing, not even the same NaN; 1.0 is
        // not 1.5; 1.0 equals 1.0.
        "cmpswap_f" => &[
            (0x8000_0000, 0x4000_0000, 0, 0x4000_0000),
            (0x7FC0_0000, 0x4000_0000, 0x7FC0_0000, 0x7FC0_0000),
            (0x3F80_0000, 0x4000_0000, 0x3FC0_0000, 0x3F80_0000),
            (0x3F80_0000, 0x4000_0000, 0x3F80_0000, 0x4000_0000),
        ],
        _ => panic!("no 32-bit cases for {op}"),
    }
}

/// The 64-bit cases: carries and compares across the halves.
fn cases64(op: &str) -> &'static [Case] {
    const MIN: u64 = 1 << 63;
    const MAX: u64 = MIN - 1;
    const HI5: u64 = 0x1_0000_0005;
    match op {
        "add" => &[(M32, 1, 0, 0x1_0000_0000), (M64, 1, 0, 0)],
        "sub" => &[(0x1_0000_0000, 1, 0, M32), (0, 1, 0, M64)],
        "rsub" => &[(5, 3, 0, M64 - 1), (0, 0x1_0000_0000, 0, 0x1_0000_0000)],
        "inc" => &[(5, 3, 0, 0), (M32, 0x1_0000_0000, 0, 0x1_0000_0000)],
        "dec" => &[(0, 3, 0, 3), (0x1_0000_0000, 0x2_0000_0000, 0, M32)],
        "min_i" => &[(M64, 1, 0, M64), (MIN, MAX, 0, MIN)],
        "max_i" => &[(M64, 1, 0, 1), (MIN, MAX, 0, MAX)],
        "min_u" => &[(M64, 1, 0, 1), (MIN, MAX, 0, MAX)],
        "max_u" => &[(M64, 1, 0, M64), (MIN, MAX, 0, MIN)],
        "and" => &[(0xF0F0_0000_F0F0, 0xFF00_0000_FF00, 0, 0xF000_0000_F000)],
        "or" => &[(0xF0F0_0000_F0F0, 0xFF00_0000_FF00, 0, 0xFFF0_0000_FFF0)],
        "xor" => &[(0xF0F0_0000_F0F0, 0xFF00_0000_FF00, 0, 0x0FF0_0000_0FF0)],
        "swap" => &[(5, 0x9_0000_0009, 0, 0x9_0000_0009)],
        "mskor" => &[(
            0xF0F0_0000_F0F0,
            0x00FF_0000_00FF,
            0x5_0000_0005,
            0xF005_0000_F005,
        )],
        // The compare sees the high half: 0x1_0000_0005 is not 5.
        "cmpst" => &[(HI5, HI5, 9, 9), (HI5, 5, 9, HI5)],
        "cmpswap" => &[(HI5, 9, HI5, 9), (HI5, 9, 5, HI5)],
        "min_f" => &[
            (
                0x3FF0_0000_0000_0000,
                0x7FF8_0000_0000_0000,
                0,
                0x3FF0_0000_0000_0000,
            ),
            (MIN, 0, 0, MIN),
        ],
        "max_f" => &[
            (
                0x3FF0_0000_0000_0000,
                0x7FF8_0000_0000_0000,
                0,
                0x3FF0_0000_0000_0000,
            ),
            (MIN, 0, 0, 0),
            // max(1.0, 1.0 + 2^-52): the low half decides.
            (
                0x3FF0_0000_0000_0000,
                0x3FF0_0000_0000_0001,
                0,
                0x3FF0_0000_0000_0001,
            ),
        ],
        "cmpst_f" => &[
            (MIN, 0, 0x4000_0000_0000_0000, 0x4000_0000_0000_0000),
            (
                0x7FF8_0000_0000_0000,
                0x7FF8_0000_0000_0000,
                0x4000_0000_0000_0000,
                0x7FF8_0000_0000_0000,
            ),
        ],
        // f64 fcmpswap: -0 equals +0 (stores 2.0); NaN equals nothing;
        // 1.0 + 2^-52 is not 1.0 (the halves differ in the low one only).
        "cmpswap_f" => &[
            (MIN, 0x4000_0000_0000_0000, 0, 0x4000_0000_0000_0000),
            (
                0x7FF8_0000_0000_0000,
                0x4000_0000_0000_0000,
                0x7FF8_0000_0000_0000,
                0x7FF8_0000_0000_0000,
            ),
            (
                0x3FF0_0000_0000_0001,
                0x4000_0000_0000_0000,
                0x3FF0_0000_0000_0000,
                0x3FF0_0000_0000_0001,
            ),
        ],
        _ => panic!("no 64-bit cases for {op}"),
    }
}

/// (operation, 64-bit, returning) of an atomic mnemonic.
fn parse(m: &str) -> (&'static str, bool, bool) {
    let rest = ["ds_", "buffer_atomic_", "flat_atomic_", "global_atomic_"]
        .iter()
        .find_map(|p| m.strip_prefix(p))
        .unwrap();
    let wide = rest.ends_with("64") || rest.ends_with("_x2");
    let rtn = rest.contains("_rtn_");
    let core = rest.replace("_rtn", "");
    let core = core.trim_end_matches("_x2");
    let op = match core {
        c if c.starts_with("add_f") => "add_f",
        c if c.starts_with("min_f") => "min_f",
        c if c.starts_with("max_f") => "max_f",
        c if c.starts_with("cmpst_f") => "cmpst_f",
        c if c.starts_with("min_i") || c == "smin" => "min_i",
        c if c.starts_with("max_i") || c == "smax" => "max_i",
        c if c.starts_with("min_u") || c == "umin" => "min_u",
        c if c.starts_with("max_u") || c == "umax" => "max_u",
        c if c.starts_with("wrxchg") || c == "swap" => "swap",
        "fmin" => "min_f",
        "fmax" => "max_f",
        "fcmpswap" => "cmpswap_f",
        c => {
            let name = c.split('_').next().unwrap();
            [
                "add", "sub", "rsub", "inc", "dec", "and", "or", "xor", "mskor", "cmpst",
                "cmpswap", "wrap",
            ]
            .into_iter()
            .find(|&n| n == name)
            .unwrap_or_else(|| panic!("{m}"))
        }
    };
    (op, wide, rtn)
}

/// Every DS atomic with one address.
const DS_ATOMICS: &[&str] = &[
    "ds_add_u32",
    "ds_add_rtn_u32",
    "ds_add_u64",
    "ds_add_rtn_u64",
    "ds_sub_u32",
    "ds_sub_rtn_u32",
    "ds_sub_u64",
    "ds_sub_rtn_u64",
    "ds_rsub_u32",
    "ds_rsub_rtn_u32",
    "ds_rsub_u64",
    "ds_rsub_rtn_u64",
    "ds_inc_u32",
    "ds_inc_rtn_u32",
    "ds_inc_u64",
    "ds_inc_rtn_u64",
    "ds_dec_u32",
    "ds_dec_rtn_u32",
    "ds_dec_u64",
    "ds_dec_rtn_u64",
    "ds_min_i32",
    "ds_min_rtn_i32",
    "ds_min_i64",
    "ds_min_rtn_i64",
    "ds_max_i32",
    "ds_max_rtn_i32",
    "ds_max_i64",
    "ds_max_rtn_i64",
    "ds_min_u32",
    "ds_min_rtn_u32",
    "ds_min_u64",
    "ds_min_rtn_u64",
    "ds_max_u32",
    "ds_max_rtn_u32",
    "ds_max_u64",
    "ds_max_rtn_u64",
    "ds_and_b32",
    "ds_and_rtn_b32",
    "ds_and_b64",
    "ds_and_rtn_b64",
    "ds_or_b32",
    "ds_or_rtn_b32",
    "ds_or_b64",
    "ds_or_rtn_b64",
    "ds_xor_b32",
    "ds_xor_rtn_b32",
    "ds_xor_b64",
    "ds_xor_rtn_b64",
    "ds_mskor_b32",
    "ds_mskor_rtn_b32",
    "ds_mskor_b64",
    "ds_mskor_rtn_b64",
    "ds_wrxchg_rtn_b32",
    "ds_wrxchg_rtn_b64",
    "ds_cmpst_b32",
    "ds_cmpst_rtn_b32",
    "ds_cmpst_b64",
    "ds_cmpst_rtn_b64",
    "ds_cmpst_f32",
    "ds_cmpst_rtn_f32",
    "ds_cmpst_f64",
    "ds_cmpst_rtn_f64",
    "ds_min_f32",
    "ds_min_rtn_f32",
    "ds_min_f64",
    "ds_min_rtn_f64",
    "ds_max_f32",
    "ds_max_rtn_f32",
    "ds_max_f64",
    "ds_max_rtn_f64",
    "ds_add_f32",
    "ds_add_rtn_f32",
    "ds_wrap_rtn_b32",
];

/// Every MUBUF, FLAT and GLOBAL atomic (each run without and with `glc`).
const MEM_ATOMICS: &[&str] = &[
    "buffer_atomic_add",
    "buffer_atomic_add_x2",
    "buffer_atomic_sub",
    "buffer_atomic_sub_x2",
    "buffer_atomic_inc",
    "buffer_atomic_inc_x2",
    "buffer_atomic_dec",
    "buffer_atomic_dec_x2",
    "buffer_atomic_smin",
    "buffer_atomic_smin_x2",
    "buffer_atomic_smax",
    "buffer_atomic_smax_x2",
    "buffer_atomic_umin",
    "buffer_atomic_umin_x2",
    "buffer_atomic_umax",
    "buffer_atomic_umax_x2",
    "buffer_atomic_and",
    "buffer_atomic_and_x2",
    "buffer_atomic_or",
    "buffer_atomic_or_x2",
    "buffer_atomic_xor",
    "buffer_atomic_xor_x2",
    "buffer_atomic_swap",
    "buffer_atomic_swap_x2",
    "buffer_atomic_cmpswap",
    "buffer_atomic_cmpswap_x2",
    "buffer_atomic_fcmpswap",
    "buffer_atomic_fcmpswap_x2",
    "buffer_atomic_fmin",
    "buffer_atomic_fmin_x2",
    "buffer_atomic_fmax",
    "buffer_atomic_fmax_x2",
    "flat_atomic_add",
    "flat_atomic_add_x2",
    "flat_atomic_sub",
    "flat_atomic_sub_x2",
    "flat_atomic_inc",
    "flat_atomic_inc_x2",
    "flat_atomic_dec",
    "flat_atomic_dec_x2",
    "flat_atomic_smin",
    "flat_atomic_smin_x2",
    "flat_atomic_smax",
    "flat_atomic_smax_x2",
    "flat_atomic_umin",
    "flat_atomic_umin_x2",
    "flat_atomic_umax",
    "flat_atomic_umax_x2",
    "flat_atomic_and",
    "flat_atomic_and_x2",
    "flat_atomic_or",
    "flat_atomic_or_x2",
    "flat_atomic_xor",
    "flat_atomic_xor_x2",
    "flat_atomic_swap",
    "flat_atomic_swap_x2",
    "flat_atomic_cmpswap",
    "flat_atomic_cmpswap_x2",
    "flat_atomic_fcmpswap",
    "flat_atomic_fcmpswap_x2",
    "flat_atomic_fmin",
    "flat_atomic_fmin_x2",
    "flat_atomic_fmax",
    "flat_atomic_fmax_x2",
    "global_atomic_add",
    "global_atomic_add_x2",
    "global_atomic_sub",
    "global_atomic_sub_x2",
    "global_atomic_inc",
    "global_atomic_inc_x2",
    "global_atomic_dec",
    "global_atomic_dec_x2",
    "global_atomic_smin",
    "global_atomic_smin_x2",
    "global_atomic_smax",
    "global_atomic_smax_x2",
    "global_atomic_umin",
    "global_atomic_umin_x2",
    "global_atomic_umax",
    "global_atomic_umax_x2",
    "global_atomic_and",
    "global_atomic_and_x2",
    "global_atomic_or",
    "global_atomic_or_x2",
    "global_atomic_xor",
    "global_atomic_xor_x2",
    "global_atomic_swap",
    "global_atomic_swap_x2",
    "global_atomic_cmpswap",
    "global_atomic_cmpswap_x2",
];

/// Where global memory is mapped and the buffer's base.
const GLOBAL: u64 = 0x1_0000;
/// The old value of the lane outside EXEC, which must stay.
const UNTOUCHED: u64 = 0x7777_7777_7777_7777;
/// The destination registers' value before the instruction.
const PRESET: u32 = 0xDEAD_BEEF;

fn set64(w: &mut Wave, r: usize, l: usize, v: u64) {
    w.vgpr.set(r, l, v as u32);
    w.vgpr.set(r + 1, l, (v >> 32) as u32);
}

fn get(w: &Wave, r: usize, l: usize, wide: bool) -> u64 {
    w.vgpr.get(r, l) as u64
        | if wide {
            (w.vgpr.get(r + 1, l) as u64) << 32
        } else {
            0
        }
}

/// Runs atomic `m` (with `glc` when `glc`, for the non-DS families) on
/// `arch` over the cases; lane l's address is 16 * l.
fn check(arch: Arch, m: &str, glc: bool) {
    let (op, wide, ds_rtn) = parse(m);
    let cases = if wide { cases64(op) } else { cases32(op) };
    let n = cases.len();
    let ds = m.starts_with("ds_");
    let two = matches!(op, "mskor" | "cmpst" | "cmpst_f" | "wrap");
    let rtn = ds_rtn || glc;
    let (d0, d1) = if wide {
        ("v[2:3]", "v[4:5]")
    } else {
        ("v2", "v4")
    };
    let dst = if wide { "v[6:7]" } else { "v6" };
    // Data: DS's DATA0/DATA1 in v2/v4 (v[2:3]/v[4:5]); cmpswap's {new,
    // compare} pair in v[2:3] (v[2:5]), whose first register the returning
    // form overwrites.
    let cmpswap = op == "cmpswap" || op == "cmpswap_f";
    let data = match (cmpswap, wide) {
        (true, false) => "v[2:3]",
        (true, true) => "v[2:5]",
        _ => d0,
    };
    let text = if ds {
        match (ds_rtn, two) {
            (false, false) => format!("{m} v1, {d0}"),
            (false, true) => format!("{m} v1, {d0}, {d1}"),
            (true, false) => format!("{m} {dst}, v1, {d0}"),
            (true, true) => format!("{m} {dst}, v1, {d0}, {d1}"),
        }
    } else {
        let g = if glc { " glc" } else { "" };
        if m.starts_with("buffer_") {
            format!("{m} {data}, v1, s[8:11], 0 offen{g}")
        } else if m.starts_with("flat_") {
            if glc {
                format!("{m} {dst}, v[10:11], {data}{g}")
            } else {
                format!("{m} v[10:11], {data}")
            }
        } else if glc {
            format!("{m} {dst}, v[10:11], {data}, off{g}")
        } else {
            format!("{m} v[10:11], {data}, off")
        }
    };
    let w = run_ok(arch, &text, |w| {
        w.state.set_exec((1 << n) - 1);
        w.state.sgpr[124] = u32::MAX; // M0: no LDS limit before gfx9
                                      // The V#: base GLOBAL, stride 0, 4096 bytes, 32-bit UINT format.
        w.state.sgpr[8] = GLOBAL as u32;
        w.state.sgpr[9] = 0;
        w.state.sgpr[10] = 4096;
        w.state.sgpr[11] = 0x0002_4FAC;
        w.mem.map(GLOBAL, vec![0; 4096]).unwrap();
        for l in 0..=n {
            let (old, a, b, _) = cases.get(l).copied().unwrap_or((UNTOUCHED, 0, 0, 0));
            let addr = 16 * l as u64;
            if ds {
                w.lds.write_u32(addr as u32, old as u32).unwrap();
                w.lds
                    .write_u32(addr as u32 + 4, (old >> 32) as u32)
                    .unwrap();
            } else {
                w.mem.write_u64(GLOBAL + addr, old).unwrap();
            }
            w.vgpr.set(1, l, addr as u32);
            set64(w, 10, l, GLOBAL + addr);
            set64(w, 2, l, a);
            if cmpswap && !wide {
                w.vgpr.set(3, l, b as u32);
            } else {
                set64(w, 4, l, b);
            }
            set64(w, 6, l, PRESET as u64 | (PRESET as u64) << 32);
        }
    });
    let what = format!("{arch} {text}");
    for l in 0..=n {
        let addr = 16 * l as u64;
        let mem = if ds {
            w.lds.read_u32(addr as u32).unwrap() as u64
                | (w.lds.read_u32(addr as u32 + 4).unwrap() as u64) << 32
        } else {
            w.mem.read_u64(GLOBAL + addr).unwrap()
        };
        let (old, _, _, new) = cases
            .get(l)
            .copied()
            .unwrap_or((UNTOUCHED, 0, 0, UNTOUCHED));
        let keep = if wide { 0 } else { old & !M32 };
        assert_eq!(
            mem,
            new & if wide { M64 } else { M32 } | keep,
            "{what}: memory of lane {l}"
        );
        if rtn {
            let (r, want) = match (l < n, ds || !m.starts_with("buffer_")) {
                (true, true) => (6, old),
                (true, false) => (2, old),
                (false, true) => (6, PRESET as u64 | (PRESET as u64) << 32),
                (false, false) => (2, 0),
            };
            let mask = if wide { M64 } else { M32 };
            assert_eq!(
                get(&w, r, l, wide),
                want & mask,
                "{what}: returned value of lane {l}"
            );
        }
    }
}

#[test]
fn ds_atomics_on_every_generation() {
    for m in DS_ATOMICS {
        for arch in arches_of(m) {
            check(arch, m, false);
        }
    }
}

#[test]
fn memory_atomics_on_every_generation() {
    for m in MEM_ATOMICS {
        for arch in arches_of(m) {
            check(arch, m, false);
            check(arch, m, true);
        }
    }
}

/// Every DS `_src2` atomic.
const DS_SRC2: &[&str] = &[
    "ds_add_src2_u32",
    "ds_add_src2_u64",
    "ds_sub_src2_u32",
    "ds_sub_src2_u64",
    "ds_rsub_src2_u32",
    "ds_rsub_src2_u64",
    "ds_inc_src2_u32",
    "ds_inc_src2_u64",
    "ds_dec_src2_u32",
    "ds_dec_src2_u64",
    "ds_min_src2_i32",
    "ds_min_src2_i64",
    "ds_max_src2_i32",
    "ds_max_src2_i64",
    "ds_min_src2_u32",
    "ds_min_src2_u64",
    "ds_max_src2_u32",
    "ds_max_src2_u64",
    "ds_and_src2_b32",
    "ds_and_src2_b64",
    "ds_or_src2_b32",
    "ds_or_src2_b64",
    "ds_xor_src2_b32",
    "ds_xor_src2_b64",
    "ds_write_src2_b32",
    "ds_write_src2_b64",
    "ds_min_src2_f32",
    "ds_min_src2_f64",
    "ds_max_src2_f32",
    "ds_max_src2_f64",
    "ds_add_src2_f32",
];

/// Runs `_src2` atomic `m` on `arch` with offset field `offset`: lane l's
/// A is 64 * l + 32 (with `hi` in A[31:17] when offset bit 15 is set) and
/// its B is A + `delta` bytes. A holds the case's old value, B its data
/// (DATA0 of the one-address form); A must end with the case's new value,
/// B unchanged; the lane after the cases is outside EXEC.
fn check_src2(arch: Arch, m: &str, offset: u32, hi: u32, delta: i32) {
    let plain = m.replace("_src2", "");
    let (op, wide, _) = match plain.strip_prefix("ds_write_") {
        Some(ty) => ("swap", ty == "b64", false),
        None => parse(&plain),
    };
    let cases = if wide { cases64(op) } else { cases32(op) };
    let n = cases.len();
    let text = format!("{m} v1 offset:{offset}");
    let a = |l: usize| 64 * l as u32 + 32;
    let b = |l: usize| (a(l) as i32 + delta) as u32;
    let put = |w: &mut Wave, at: u32, v: u64| {
        w.lds.write_u32(at, v as u32).unwrap();
        w.lds.write_u32(at + 4, (v >> 32) as u32).unwrap();
    };
    let w = run_ok(arch, &text, |w| {
        w.state.set_exec((1 << n) - 1);
        w.state.sgpr[124] = u32::MAX;
        for l in 0..=n {
            let (old, data, _, _) = cases.get(l).copied().unwrap_or((UNTOUCHED, 1, 0, 0));
            put(w, a(l), old);
            put(w, b(l), data);
            w.vgpr.set(1, l, a(l) | hi << 17);
        }
    });
    let mask = if wide { M64 } else { M32 };
    for l in 0..=n {
        let (old, data, _, new) = cases
            .get(l)
            .copied()
            .unwrap_or((UNTOUCHED, 1, 0, UNTOUCHED));
        let get = |at: u32| {
            w.lds.read_u32(at).unwrap() as u64 | (w.lds.read_u32(at + 4).unwrap() as u64) << 32
        };
        let what = format!("{arch} {text}: lane {l}");
        assert_eq!(get(a(l)), new & mask | old & !mask, "{what}: A");
        assert_eq!(get(b(l)), data, "{what}: B");
    }
}

#[test]
fn ds_src2_on_every_generation() {
    for m in DS_SRC2 {
        for arch in arches_of(m) {
            // offset 2: B = A + 8. 0x7FFE: bit 14 set, -2 dwords, B = A - 8.
            check_src2(arch, m, 2, 0, 8);
            check_src2(arch, m, 0x7FFE, 0, -8);
            // Offset bit 15: the field is A[31:17] = 2 (B = A + 8), and
            // A is A[16:0].
            check_src2(arch, m, 0x8000, 2, 8);
        }
    }
}

/// `ds_condxchg32_rtn_b64 v[6:7], v1, v[2:3] offset:8` (gfx7-gfx9): each lane
/// gets the two dwords at ADDR0 = (v1 + 8) & 0xFFF8 and ADDR0 + 4; a dword
/// whose data has bit 31 set is replaced by the data with bit 31 cleared.
#[test]
fn ds_condxchg32_on_every_generation() {
    let m = "ds_condxchg32_rtn_b64";
    // (v1, data lo, data hi, expected dwords after): lane 0 writes the low
    // dword only (0x8000_0005 -> 5), lane 1 both (0xFFFF_FFFF ->
    // 0x7FFF_FFFF), lane 2 none, lane 3's address 64 * 3 + 16 + 3 + 8 =
    // 219 is aligned down to 216 = 64 * 3 + 24 and writes the high dword.
    let cases: [(u32, u32, u32, [u32; 2]); 4] = [
        (16, 0x8000_0005, 9, [5, 0x1000_0001]),
        (64 + 16, u32::MAX, u32::MAX, [0x7FFF_FFFF, 0x7FFF_FFFF]),
        (128 + 16, 0x7FFF_FFFF, 0, [0x1000_0004, 0x1000_0005]),
        (192 + 19, 0, 0x8000_0000, [0x1000_0006, 0]),
    ];
    // Lane l's two dwords before: 0x1000_0000 + 2 * l and + 1.
    let old = |l: usize| [0x1000_0000 + 2 * l as u32, 0x1000_0001 + 2 * l as u32];
    for arch in arches_of(m) {
        let w = run_ok(arch, &format!("{m} v[6:7], v1, v[2:3] offset:8"), |w| {
            w.state.set_exec(0b1111);
            w.state.sgpr[124] = u32::MAX;
            for l in 0..5 {
                let base = 64 * l as u32 + 24;
                let [x, y] = old(l);
                w.lds.write_u32(base, x).unwrap();
                w.lds.write_u32(base + 4, y).unwrap();
                let (addr, lo, hi, _) =
                    cases
                        .get(l)
                        .copied()
                        .unwrap_or((256 + 16, u32::MAX, u32::MAX, [0; 2]));
                w.vgpr.set(1, l, addr);
                w.vgpr.set(2, l, lo);
                w.vgpr.set(3, l, hi);
                w.vgpr.set(6, l, PRESET);
                w.vgpr.set(7, l, PRESET);
            }
        });
        for l in 0..5 {
            let base = 64 * l as u32 + 24;
            let mem = [
                w.lds.read_u32(base).unwrap(),
                w.lds.read_u32(base + 4).unwrap(),
            ];
            let ret = [w.vgpr.get(6, l), w.vgpr.get(7, l)];
            let (want_mem, want_ret) = match cases.get(l) {
                Some(&(_, _, _, after)) => (after, old(l)),
                // Lane 4 is outside EXEC: nothing changes.
                None => (old(l), [PRESET; 2]),
            };
            assert_eq!(mem, want_mem, "{arch} lane {l}: memory");
            assert_eq!(ret, want_ret, "{arch} lane {l}: returned");
        }
    }
}
