//! Typed buffer accesses: `buffer_load/store_format_*` with the V#'s data
//! and number formats, `tbuffer_*` with the instruction's, their d16 forms
//! (gfx8 one component a register, gfx9 two), and the V#'s DST_SEL
//! (docs/semantics.md, "Typed buffer accesses"), against values derived by
//! hand from the conversions of AMD's GCN3 and Vega manuals: UNORM is
//! v / (2^b - 1), SNORM max(v / (2^(b-1) - 1), -1), USCALED/SSCALED the
//! integer as a float, UINT/SINT the integer, FLOAT the f16/f32 value;
//! stores round to nearest even and clamp.

mod vector_run;

use gcnjit::{Arch, Wave};
use half::f16;

const BUF: u64 = 0x1_0000;
/// DST_SEL X, Y, Z, W (identity).
const IDENT: u32 = 4 | 5 << 3 | 6 << 6 | 7 << 9;

/// A V# over `BUF` with NUM_RECORDS `records` (stride 0), DST_SEL `sel`,
/// data format `dfmt` and number format `nfmt`.
fn rsrc(w: &mut Wave, records: u32, sel: u32, dfmt: u32, nfmt: u32) {
    w.state.sgpr[4] = BUF as u32;
    w.state.sgpr[5] = 0;
    w.state.sgpr[6] = records;
    w.state.sgpr[7] = sel | nfmt << 12 | dfmt << 15;
}

/// Runs `body` on every engine (tests/vector_run) from a wave with lane 0
/// alone in EXEC and a buffer at `BUF`, then `init`.
fn run(arch: Arch, body: &str, init: impl Fn(&mut Wave)) -> Wave {
    vector_run::run_ok(arch, body, |w| {
        w.state.set_exec(1);
        w.mem.map(BUF, vec![0; 256]).unwrap();
        init(w);
    })
}

fn f(x: f64) -> u32 {
    (x as f32).to_bits()
}

fn regs(w: &Wave, first: usize, n: usize) -> Vec<u32> {
    (first..first + n).map(|r| w.vgpr.get(r, 0)).collect()
}

#[test]
fn load_format_converts_each_number_format() {
    // Bytes 00 80 FF 40 as 8_8_8_8 (DATA_FORMAT 10).
    let load = |arch, nfmt| {
        run(
            arch,
            "buffer_load_format_xyzw v[0:3], off, s[4:7], 0",
            |w| {
                w.mem.write_u32(BUF, 0x40FF_8000).unwrap();
                rsrc(w, 64, IDENT, 10, nfmt);
            },
        )
    };
    for arch in [Arch::Gfx6, Arch::Gfx7, Arch::Gfx8, Arch::Gfx9] {
        let unorm = [f(0.0), f(128.0 / 255.0), f(1.0), f(64.0 / 255.0)];
        assert_eq!(regs(&load(arch, 0), 0, 4), unorm, "{arch:?} unorm");
        // 0x80 = -128 clamps to -1; 0xFF = -1.
        let snorm = [f(0.0), f(-1.0), f(-1.0 / 127.0), f(64.0 / 127.0)];
        assert_eq!(regs(&load(arch, 1), 0, 4), snorm, "{arch:?} snorm");
        assert_eq!(
            regs(&load(arch, 2), 0, 4),
            [f(0.0), f(128.0), f(255.0), f(64.0)]
        );
        assert_eq!(
            regs(&load(arch, 3), 0, 4),
            [f(0.0), f(-128.0), f(-1.0), f(64.0)]
        );
        assert_eq!(regs(&load(arch, 4), 0, 4), [0, 0x80, 0xFF, 0x40]);
        assert_eq!(regs(&load(arch, 5), 0, 4), [0, 0xFFFF_FF80, u32::MAX, 0x40]);
    }
}

#[test]
fn missing_components_dst_sel_and_packed_formats() {
    // 16_16 UINT: Z = 0, W = 1. DST_SEL (W, 1, 0, X) picks them around.
    let sel = 7 | 1 << 3 | 6 | 4 << 9;
    let w = run(
        Arch::Gfx9,
        "buffer_load_format_xyzw v[0:3], off, s[4:7], 0",
        |w| {
            w.mem.write_u32(BUF, 0x0002_0001).unwrap();
            rsrc(w, 64, sel, 5, 4);
        },
    );
    assert_eq!(regs(&w, 0, 4), [1, 1, 0, 1]);
    // 2_10_10_10 (9) SINT: X in bits 9:0 (0x3FF = -1), Y 0, Z 0x200 = -512,
    // W bits 31:30 = 0b01 = 1.
    let w = run(
        Arch::Gfx8,
        "buffer_load_format_xyzw v[0:3], off, s[4:7], 0",
        |w| {
            w.mem.write_u32(BUF, 0x4000_03FF | 0x200 << 20).unwrap();
            rsrc(w, 64, IDENT, 9, 5);
        },
    );
    assert_eq!(regs(&w, 0, 4), [u32::MAX, 0, (-512i32) as u32, 1]);
    // FLOAT 16_16_16_16 (12): f16 1.5 and -2 give f32 values; a float
    // format's missing W would be 1.0 (here all four exist).
    let w = run(
        Arch::Gfx7,
        "buffer_load_format_xy v[0:1], off, s[4:7], 0",
        |w| {
            w.mem.write_u32(BUF, 0xC000_3E00).unwrap();
            rsrc(w, 64, IDENT, 12, 7);
        },
    );
    assert_eq!(regs(&w, 0, 2), [f(1.5), f(-2.0)]);
    // 8 UNORM, format_xyzw: W defaults to 1.0.
    let w = run(
        Arch::Gfx9,
        "buffer_load_format_xyzw v[0:3], off, s[4:7], 0",
        |w| {
            w.mem.write_u32(BUF, 0xFF).unwrap();
            rsrc(w, 64, IDENT, 1, 0);
        },
    );
    assert_eq!(regs(&w, 0, 4), [f(1.0), 0, 0, f(1.0)]);
}

#[test]
fn out_of_range_lanes_load_zero_components() {
    // NUM_RECORDS 4: lane 1's element at offset 4 is out of range; its
    // X..Z are 0 and W is the format's 1.0 (8_8 UNORM has no W).
    let w = run(
        Arch::Gfx9,
        "buffer_load_format_xyzw v[1:4], v0, s[4:7], 0 offen",
        |w| {
            w.state.set_exec(3);
            w.mem.write_u32(BUF, 0xFFFF_FFFF).unwrap();
            w.mem.write_u32(BUF + 4, 0xFFFF_FFFF).unwrap();
            w.vgpr.set(0, 1, 4);
            for l in 0..3 {
                w.vgpr.set(1, l, 7);
            }
            rsrc(w, 4, IDENT, 3, 0);
        },
    );
    assert_eq!(regs(&w, 1, 4), [f(1.0), f(1.0), 0, f(1.0)]);
    let lane1: Vec<u32> = (1..5).map(|r| w.vgpr.get(r, 1)).collect();
    assert_eq!(lane1, [0, 0, 0, f(1.0)]);
    assert_eq!(w.vgpr.get(1, 2), 7, "lane 2 is off");
}

#[test]
fn tbuffer_takes_the_instructions_format_and_stores_convert() {
    let body = "tbuffer_load_format_x v0, off, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_USCALED]\n\
                tbuffer_store_format_xy v[2:3], off, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offset:8\n\
                tbuffer_store_format_xyzw v[4:7], off, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UNORM] offset:12\n\
                tbuffer_store_format_xy v[4:5], off, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SNORM] offset:16\n\
                tbuffer_store_format_xyzw v[8:11], off, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SINT] offset:20";
    for arch in [Arch::Gfx6, Arch::Gfx8, Arch::Gfx9] {
        let w = run(arch, body, |w| {
            w.mem.write_u32(BUF, 200).unwrap();
            w.mem.write_u32(BUF + 16, 0xAABB_CCDD).unwrap();
            // The V#'s own format plays no part.
            rsrc(w, 64, IDENT, 4, 4);
            let vals = [1.5f32, -2.0, 0.5, 2.0, f32::NAN, -1.0];
            for (i, v) in vals.iter().enumerate() {
                w.vgpr.set(2 + i, 0, v.to_bits());
            }
            for (i, v) in [300i32, -300, 5, -5].iter().enumerate() {
                w.vgpr.set(8 + i, 0, *v as u32);
            }
        });
        assert_eq!(w.vgpr.get(0, 0), f(200.0), "{arch:?}");
        assert_eq!(w.mem.read_u32(BUF + 8), Some(0xC000_3E00), "{arch:?}");
        // UNORM: 0.5 * 255 = 127.5 -> 128, 2.0 clamps to 255, NaN 0, -1 -> 0.
        assert_eq!(w.mem.read_u32(BUF + 12), Some(0x0000_FF80), "{arch:?}");
        // SNORM, two components: 0.5 * 127 = 63.5 -> 64, 2.0 -> 127; the
        // bytes of Z and W keep their old values.
        assert_eq!(w.mem.read_u32(BUF + 16), Some(0xAABB_7F40), "{arch:?}");
        // SINT saturates: 127, -128, 5, -5.
        assert_eq!(w.mem.read_u32(BUF + 20), Some(0xFB05_807F), "{arch:?}");
    }
}

#[test]
fn d16_format_packs_two_a_register_on_gfx9_and_one_on_gfx8() {
    let h = |x: f64| f16::from_f64(x).to_bits() as u32;
    let init = |w: &mut Wave| {
        w.mem.write_u32(BUF, 0x40FF_8000).unwrap();
        rsrc(w, 64, IDENT, 10, 0);
        for r in 0..4 {
            w.vgpr.set(r, 0, 0xDEAD_BEEF);
        }
    };
    let w = run(
        Arch::Gfx9,
        "buffer_load_format_d16_xyz v[0:1], off, s[4:7], 0\n\
                             buffer_load_format_d16_hi_x v2, off, s[4:7], 0 offset:1",
        init,
    );
    assert_eq!(w.vgpr.get(0, 0), h(0.0) | h(128.0 / 255.0) << 16);
    assert_eq!(
        w.vgpr.get(1, 0),
        h(1.0),
        "the odd last component: high half 0"
    );
    assert_eq!(w.vgpr.get(2, 0), 0xBEEF | h(128.0 / 255.0) << 16);
    assert_eq!(w.vgpr.get(3, 0), 0xDEAD_BEEF);
    let w = run(
        Arch::Gfx8,
        "buffer_load_format_d16_xy v[0:1], off, s[4:7], 0",
        init,
    );
    assert_eq!(regs(&w, 0, 3), [h(0.0), h(128.0 / 255.0), 0xDEAD_BEEF]);
    // Stores: gfx9 packed f16 pairs through a FLOAT 16_16 format, gfx8 one a
    // register (the high halves are ignored).
    let w = run(Arch::Gfx9, "tbuffer_store_format_d16_xy v0, off, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offset:8", |w| {
        rsrc(w, 64, IDENT, 4, 4);
        w.vgpr.set(0, 0, 0xC000_3E00);
    });
    assert_eq!(w.mem.read_u32(BUF + 8), Some(0xC000_3E00));
    let w = run(Arch::Gfx8, "tbuffer_store_format_d16_xy v[0:1], off, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offset:8", |w| {
        rsrc(w, 64, IDENT, 4, 4);
        w.vgpr.set(0, 0, 0x1234_0007);
        w.vgpr.set(1, 0, 0x5678_0009);
    });
    assert_eq!(w.mem.read_u32(BUF + 8), Some(0x0009_0007));
}
