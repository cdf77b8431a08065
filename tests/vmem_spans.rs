//! Global loads and stores whose live lanes all fall inside one mapped
//! region run through one region lookup (`state/span.rs`); those whose lanes
//! straddle regions, or reach unmapped bytes, go lane by lane. Both must
//! give the same bytes, registers and faults. Expected values by hand: lane
//! `l` addresses `base + stride * l`, and the bytes there are the little-
//! endian dwords the test mapped.

mod vector_run;

use gcnjit::{Arch, ErrorKind, Status, Wave};
use vector_run::{lanes, run_all};

const A: u64 = 0x1_0000;

/// Sets v[2:3] of lane `l` to `addr(l)` and maps `regions` (address, size),
/// each filled with its dword index from `A` (dword `i` of the whole range
/// holds `0x5000_0000 + i`).
fn wave(w: &mut Wave, exec: u64, regions: &[(u64, usize)], addr: impl Fn(usize) -> u64) {
    w.state.set_exec(exec);
    for &(at, size) in regions {
        let bytes = (0..size / 4)
            .flat_map(|i| (0x5000_0000 + ((at - A) / 4) as u32 + i as u32).to_le_bytes())
            .collect();
        w.mem.map(at, bytes).unwrap();
    }
    lanes(w, 2, |l| addr(l) as u32);
    lanes(w, 3, |l| (addr(l) >> 32) as u32);
    lanes(w, 6, |l| 0x6000_0000 + l as u32);
    lanes(w, 7, |l| 0x7000_0000 + l as u32);
}

/// The dword at `addr` as [`wave`] filled it.
fn filled(addr: u64) -> u32 {
    0x5000_0000 + ((addr - A) / 4) as u32
}

/// One region or two adjacent ones under the same lanes: the values loaded
/// are the same, lane by lane, for a dword and a dwordx2 load.
#[test]
fn loads_read_the_same_in_one_region_and_across_two() {
    let addr = |l: usize| A + 8 * l as u64;
    for regions in [&[(A, 1024)][..], &[(A, 256), (A + 256, 768)][..]] {
        let body =
            "global_load_dword v1, v[2:3], off\nglobal_load_dwordx2 v[4:5], v[2:3], off offset:4";
        let (w, s) = run_all(Arch::Gfx9, body, |w| wave(w, u64::MAX, regions, addr));
        assert_eq!(s, Status::Endpgm, "{regions:?}");
        for l in 0..64 {
            let a = addr(l);
            assert_eq!(w.vgpr.get(1, l), filled(a), "lane {l}");
            assert_eq!(w.vgpr.get(4, l), filled(a + 4), "lane {l}");
            assert_eq!(w.vgpr.get(5, l), filled(a + 8), "lane {l}");
        }
    }
}

/// Stores land at every live lane's address, in one region or across two;
/// lanes outside EXEC (whose addresses are unmapped here) store nothing.
#[test]
fn stores_write_the_same_in_one_region_and_across_two() {
    let exec = 0xFFFF_0000_FFFF_FFF0u64;
    let addr = |l: usize| {
        if exec >> l & 1 != 0 {
            A + 12 * l as u64
        } else {
            0xDEAD_0000
        }
    };
    for regions in [&[(A, 1024)][..], &[(A, 400), (A + 400, 624)][..]] {
        let body = "global_store_dwordx2 v[2:3], v[6:7], off";
        let (w, s) = run_all(Arch::Gfx9, body, |w| wave(w, exec, regions, addr));
        assert_eq!(s, Status::Endpgm, "{regions:?}");
        for l in 0..64 {
            let a = A + 12 * l as u64;
            let on = exec >> l & 1 != 0;
            let (lo, hi) = if on {
                (0x6000_0000 + l as u32, 0x7000_0000 + l as u32)
            } else {
                (filled(a), filled(a + 4))
            };
            // Lane l+1's dwords start 12 bytes on, so lane l's pair is
            // never overwritten by another lane.
            assert_eq!(w.mem.read_u32(a), Some(lo), "{regions:?} lane {l}");
            assert_eq!(w.mem.read_u32(a + 4), Some(hi), "{regions:?} lane {l}");
        }
    }
}

/// A live lane past the mapped bytes faults with that lane's address; a
/// store writes nothing, whichever lanes come before it.
#[test]
fn a_lane_past_the_region_faults_and_a_store_writes_nothing() {
    let addr = |l: usize| A + 4 * l as u64 + if l == 40 { 4096 } else { 0 };
    for (body, load) in [
        ("global_load_dword v1, v[2:3], off", true),
        ("global_store_dword v[2:3], v6, off", false),
    ] {
        let (w, s) = run_all(Arch::Gfx9, body, |w| wave(w, u64::MAX, &[(A, 1024)], addr));
        match s {
            Status::Error(e) => {
                assert_eq!((e.kind, e.pc), (ErrorKind::Memory, 0), "{body}");
                assert!(
                    e.message.contains(&format!("{:x}", A + 160 + 4096)),
                    "{body}: {}",
                    e.message
                );
            }
            s => panic!("{body}: {s:?}"),
        }
        for l in 0..64 {
            if load {
                assert_eq!(w.vgpr.get(1, l), 0, "{body}: lane {l}");
            } else if l != 40 {
                assert_eq!(w.mem.read_u32(addr(l)), Some(filled(addr(l))), "lane {l}");
            }
        }
    }
}
