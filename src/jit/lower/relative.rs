//! Registers of regions with M0-relative access (`s_movrels*`, `s_movreld*`).

use crate::isa::{Arch, Format};
use crate::jit::region::Region;

/// Every SGPR an instruction of `region` may name, over-approximated: each
/// register field as a pair, and for scalar memory the widest tuple a load
/// writes and the base as a buffer descriptor.
/// The lowering refuses a region that uses an SGPR outside this set, so an
/// omission costs speed, never correctness.
pub(super) fn named_sgprs(region: &Region, arch: Arch) -> Vec<u8> {
    let n = arch.num_sgprs() as usize;
    let mut named = vec![false; n];
    let mut mark = |first: usize, count: usize| {
        for x in named.iter_mut().take(first + count).skip(first) {
            *x = true;
        }
    };
    for (_, inst) in region.blocks.iter().flat_map(|b| &b.insts) {
        mark(inst.ssrc0 as usize, 2);
        mark(inst.ssrc1 as usize, 2);
        if inst.op.format() == Format::Smem {
            mark(inst.sdst as usize, 16);
            mark((inst.ssrc0 as usize * 2) & 127, 4);
        } else {
            mark(inst.sdst as usize, 2);
        }
    }
    (0..n as u8).filter(|&c| named[c as usize]).collect()
}
