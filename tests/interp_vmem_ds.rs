//! DS float atomics, `ds_wrap_rtn_b32`, `ds_append`/`ds_consume`, gfx9's
//! `addtid` forms and d16 reads and writes, and d16 loads and stores of
//! GLOBAL and MUBUF (docs/semantics.md, "LDS" and "d16 accesses"), against
//! values derived by hand from the rules of AMD's GCN3 and Vega manuals.

mod vector_run;

use gcnjit::{Arch, Wave};
use vector_run::lanes;

const GLOBAL: u64 = 0x1_0000;

/// Runs `body` on every engine (tests/vector_run) from a wave with EXEC
/// full, M0 -1 and a global buffer at `GLOBAL`, then `init`.
fn run(arch: Arch, body: &str, init: impl Fn(&mut Wave)) -> Wave {
    vector_run::run_ok(arch, body, |w| {
        w.state.set_exec(u64::MAX);
        w.state.sgpr[124] = u32::MAX;
        w.mem.map(GLOBAL, vec![0; 4096]).unwrap();
        init(w);
    })
}

#[test]
fn float_atomics_in_lane_order() {
    // Every lane adds 0.5 to one f32 (1.0 at the start): lane l gets
    // 1 + l / 2. Then min/max against per-lane dwords, cmpst with -0 = +0.
    for arch in [Arch::Gfx8, Arch::Gfx9] {
        let w = run(
            arch,
            "ds_add_rtn_f32 v2, v0, v1\nds_add_f32 v0, v1 offset:4\n\
             ds_min_rtn_f32 v3, v4, v5 offset:256\nds_max_f32 v4, v5 offset:512\n\
             ds_cmpst_rtn_f32 v6, v4, v7, v8 offset:768",
            |w| {
                w.lds.write_u32(0, 1.0f32.to_bits()).unwrap();
                for l in 0..64u32 {
                    w.lds.write_u32(256 + 4 * l, (l as f32).to_bits()).unwrap();
                    w.lds.write_u32(512 + 4 * l, (l as f32).to_bits()).unwrap();
                    let v = if l % 2 == 0 { 0.0f32 } else { 3.0 };
                    w.lds.write_u32(768 + 4 * l, v.to_bits()).unwrap();
                }
                lanes(w, 0, |_| 0);
                lanes(w, 1, |_| 0.5f32.to_bits());
                lanes(w, 4, |l| 4 * l as u32);
                // 10.0 everywhere but NaN at lane 5 (a NaN keeps the old value).
                lanes(w, 5, |l| {
                    if l == 5 {
                        0x7FC0_0000
                    } else {
                        10.0f32.to_bits()
                    }
                });
                lanes(w, 7, |_| (-0.0f32).to_bits());
                lanes(w, 8, |_| 42.0f32.to_bits());
            },
        );
        for l in 0..64u32 {
            let lu = l as usize;
            assert_eq!(f32::from_bits(w.vgpr.get(2, lu)), 1.0 + l as f32 / 2.0);
            assert_eq!(f32::from_bits(w.vgpr.get(3, lu)), l as f32);
            let min = if l == 5 { 5.0 } else { (l as f32).min(10.0) };
            assert_eq!(
                w.lds.read_u32(256 + 4 * l),
                Some(min.to_bits()),
                "min lane {l}"
            );
            let max = if l == 5 { 5.0 } else { (l as f32).max(10.0) };
            assert_eq!(
                w.lds.read_u32(512 + 4 * l),
                Some(max.to_bits()),
                "max lane {l}"
            );
            let old = if l % 2 == 0 { 0.0f32 } else { 3.0 };
            assert_eq!(w.vgpr.get(6, lu), old.to_bits());
            let new = if l % 2 == 0 { 42.0f32 } else { 3.0 };
            assert_eq!(
                w.lds.read_u32(768 + 4 * l),
                Some(new.to_bits()),
                "cmpst lane {l}"
            );
        }
        assert_eq!(w.lds.read_u32(0), Some(33.0f32.to_bits()));
        assert_eq!(w.lds.read_u32(4), Some(32.0f32.to_bits()));
    }
}

#[test]
fn f64_min_max_and_cmpst() {
    // -0 is below +0 for min; cmpst_f64 swaps where old == compare.
    let w = run(
        Arch::Gfx6,
        "ds_min_rtn_f64 v[2:3], v0, v[4:5]\nds_max_f64 v0, v[4:5] offset:8\n\
         ds_cmpst_f64 v0, v[6:7], v[4:5] offset:16",
        |w| {
            w.state.set_exec(1);
            let put = |w: &mut Wave, a: u32, v: f64| {
                let b = v.to_bits();
                w.lds.write_u32(a, b as u32).unwrap();
                w.lds.write_u32(a + 4, (b >> 32) as u32).unwrap();
            };
            put(w, 0, 0.0);
            put(w, 8, 0.0);
            put(w, 16, 2.5);
            let n = (-0.0f64).to_bits();
            lanes(w, 0, |_| 0);
            lanes(w, 4, |_| n as u32);
            lanes(w, 5, |_| (n >> 32) as u32);
            let c = 2.5f64.to_bits();
            lanes(w, 6, |_| c as u32);
            lanes(w, 7, |_| (c >> 32) as u32);
        },
    );
    let get =
        |a: u32| w.lds.read_u32(a).unwrap() as u64 | (w.lds.read_u32(a + 4).unwrap() as u64) << 32;
    assert_eq!(get(0), (-0.0f64).to_bits(), "min(+0, -0) = -0");
    assert_eq!(get(8), 0.0f64.to_bits(), "max(+0, -0) = +0");
    assert_eq!(get(16), (-0.0f64).to_bits(), "2.5 == 2.5: swapped");
    assert_eq!((w.vgpr.get(2, 0), w.vgpr.get(3, 0)), (0, 0));
}

#[test]
fn wrap_append_consume_and_addtid() {
    let w = run(
        Arch::Gfx9,
        "ds_wrap_rtn_b32 v2, v0, v1, v3\n\
         s_mov_b32 m0, 0x100\ns_mov_b64 exec, 0xFF\nds_append v4 offset:8\nds_consume v5 offset:12\n\
         s_mov_b64 exec, -1\nds_append v6 offset:8\n\
         s_mov_b32 m0, 0x10200\nds_write_addtid_b32 v7 offset:4\nds_read_addtid_b32 v8 offset:8",
        |w| {
            for l in 0..64u32 {
                w.lds.write_u32(4 * l, l).unwrap();
            }
            w.lds.write_u32(0x10C, 100).unwrap();
            lanes(w, 0, |l| 4 * l as u32);
            lanes(w, 1, |_| 10);
            lanes(w, 3, |_| 1000);
            lanes(w, 7, |l| 0x700 + l as u32);
        },
    );
    for l in 0..64u32 {
        let lu = l as usize;
        assert_eq!(w.vgpr.get(2, lu), l);
        let want = if l >= 10 { l - 10 } else { l + 1000 };
        assert_eq!(w.lds.read_u32(4 * l), Some(want), "wrap lane {l}");
        // Eight lanes appended at 0x108 (0 -> 8), consumed at 0x10C (100 -> 92).
        let (v4, v5) = if l < 8 { (0, 100) } else { (0, 0) };
        assert_eq!((w.vgpr.get(4, lu), w.vgpr.get(5, lu)), (v4, v5), "lane {l}");
        assert_eq!(w.vgpr.get(6, lu), 8);
        // M0[15:0] = 0x200: write at 0x204 + 4l, read from 0x208 + 4l.
        assert_eq!(w.lds.read_u32(0x204 + 4 * l), Some(0x700 + l));
        let next = if l < 63 { 0x701 + l } else { 0 };
        assert_eq!(w.vgpr.get(8, lu), next);
    }
    assert_eq!(w.lds.read_u32(0x108), Some(72));
    assert_eq!(w.lds.read_u32(0x10C), Some(92));
}

#[test]
fn d16_reads_and_writes_keep_the_other_half() {
    let body = "ds_read_u8_d16 v1, v0\nds_read_i8_d16_hi v2, v0\nds_read_u16_d16_hi v3, v0\n\
                ds_read_u16_d16 v4, v0\nds_write_b8_d16_hi v0, v5 offset:16\n\
                ds_write_b16_d16_hi v0, v5 offset:32";
    let w = run(Arch::Gfx9, body, |w| {
        w.state.set_exec(3);
        w.lds.write_u32(0, 0x1234_56F0).unwrap();
        lanes(w, 0, |_| 0);
        for r in 1..5 {
            lanes(w, r, |_| 0xAAAA_BBBB);
        }
        lanes(w, 5, |_| 0x89AB_CDEF);
    });
    assert_eq!(w.vgpr.get(1, 0), 0xAAAA_00F0);
    assert_eq!(w.vgpr.get(2, 1), 0xFFF0_BBBB, "sign-extended to 16 bits");
    assert_eq!(w.vgpr.get(3, 0), 0x56F0_BBBB);
    assert_eq!(w.vgpr.get(4, 0), 0xAAAA_56F0);
    assert_eq!(w.vgpr.get(4, 2), 0xAAAA_BBBB, "lane 2 is off");
    assert_eq!(w.lds.read_u32(16), Some(0xAB));
    assert_eq!(w.lds.read_u32(32), Some(0x89AB));
}

#[test]
fn global_and_buffer_d16_loads_and_stores() {
    // GLOBAL at 0x1_0000: bytes F0 56 34 12. MUBUF: a raw V# over the same
    // buffer, NUM_RECORDS 8: lane 1's offset 8 is out of range (loads 0 into
    // its half, stores nothing).
    let body = "global_load_ubyte_d16_hi v1, v[8:9], off\nglobal_load_sbyte_d16 v2, v[8:9], off\n\
                global_load_short_d16 v3, v[8:9], off offset:2\n\
                global_store_short_d16_hi v[8:9], v5, off offset:4\n\
                global_store_byte_d16_hi v[8:9], v5, off offset:7\n\
                buffer_load_short_d16_hi v4, v0, s[4:7], 0 offen\n\
                buffer_store_short_d16_hi v5, v0, s[4:7], 0 offen offset:4";
    let w = run(Arch::Gfx9, body, |w| {
        w.state.set_exec(3);
        w.mem.write_u32(GLOBAL, 0x1234_56F0).unwrap();
        lanes(w, 8, |_| GLOBAL as u32);
        lanes(w, 9, |_| 0);
        lanes(w, 0, |l| 8 * l as u32);
        for r in 1..5 {
            lanes(w, r, |_| 0xAAAA_BBBB);
        }
        lanes(w, 5, |_| 0x89AB_CDEF);
        w.state.sgpr[4] = GLOBAL as u32;
        w.state.sgpr[5] = 0;
        w.state.sgpr[6] = 8;
        w.state.sgpr[7] = 0;
    });
    assert_eq!(w.vgpr.get(1, 0), 0x00F0_BBBB);
    assert_eq!(w.vgpr.get(2, 0), 0xAAAA_FFF0);
    assert_eq!(w.vgpr.get(3, 0), 0xAAAA_1234);
    // Bytes 4..5 = 0x89AB, byte 7 = 0xAB (bits 23:16).
    assert_eq!(w.mem.read_u32(GLOBAL + 4), Some(0xAB00_89AB));
    assert_eq!(w.vgpr.get(4, 0), 0x56F0_BBBB);
    assert_eq!(
        w.vgpr.get(4, 1),
        0x0000_BBBB,
        "out of range: 0 in the high half"
    );
    // The buffer store of lane 0 wrote 0x89AB at byte 4 again; lane 1's
    // offset 12 is out of range.
    assert_eq!(w.mem.read_u32(GLOBAL + 12), Some(0));
}
