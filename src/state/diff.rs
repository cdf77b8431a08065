//! How two waves differ, one line per register, flag, memory region or log:
//! the one comparison behind `--engine both`'s `engine_mismatch` messages
//! and the differential tester's reports.

use super::Wave;
use crate::isa::operand;

/// How [`diff_waves`] names the two sides of each difference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sides<'a> {
    /// Unnamed, first side first: `s4: 0x00000002 vs 0x00000003`.
    Versus,
    /// Each value after its side's name: `s4: interp 0x00000002, jit 0x00000003`.
    Named(&'a str, &'a str),
}

impl Sides<'_> {
    /// `field` with the two sides' values `x` and `y`.
    fn pair(self, field: &str, x: impl std::fmt::Display, y: impl std::fmt::Display) -> String {
        match self {
            Sides::Versus => format!("{field}: {x} vs {y}"),
            Sides::Named(a, b) => format!("{field}: {a} {x}, {b} {y}"),
        }
    }
}

/// The SGPRs, SCC, PC, hardware registers, trap addresses, memory and
/// messages in which `b` differs from `a`, one line each (empty when the two
/// are equal).
///
/// ```
/// use gcnjit::state::{diff_waves, Sides};
/// use gcnjit::{Arch, Wave};
///
/// let a = Wave::new(Arch::Gfx9);
/// let mut b = a.clone();
/// b.state.sgpr[4] = 3;
/// b.state.scc = 1;
/// assert_eq!(diff_waves(&a, &b, Sides::Versus), ["s4: 0x00000000 vs 0x00000003", "scc: 0 vs 1"]);
/// assert_eq!(
///     diff_waves(&a, &b, Sides::Named("interp", "jit"))[0],
///     "s4: interp 0x00000000, jit 0x00000003"
/// );
/// assert!(diff_waves(&a, &a, Sides::Versus).is_empty());
/// ```
pub fn diff_waves(a: &Wave, b: &Wave, sides: Sides<'_>) -> Vec<String> {
    let mut d = Vec::new();
    let (sa, sb) = (&a.state, &b.state);
    for c in 0..128u8 {
        let (x, y) = (sa.sgpr[c as usize], sb.sgpr[c as usize]);
        if x != y {
            let name = operand::register_name(sa.arch, c, 1);
            d.push(sides.pair(&name, format!("0x{x:08x}"), format!("0x{y:08x}")));
        }
    }
    diff_vgprs(a, b, sides, &mut d);
    if sa.scc != sb.scc {
        d.push(sides.pair("scc", sa.scc, sb.scc));
    }
    if sa.pc != sb.pc {
        d.push(sides.pair("pc", format!("0x{:x}", sa.pc), format!("0x{:x}", sb.pc)));
    }
    for (id, (x, y)) in sa.hwreg.iter().zip(&sb.hwreg).enumerate() {
        if x != y {
            d.push(sides.pair(
                &format!("hwreg {id}"),
                format!("0x{x:08x}"),
                format!("0x{y:08x}"),
            ));
        }
    }
    if (sa.tba9, sa.tma9) != (sb.tba9, sb.tma9) {
        d.push("tba/tma differ".into());
    }
    if a.mem != b.mem {
        let before = d.len();
        for (ra, rb) in a.mem.regions.iter().zip(&b.mem.regions) {
            if let Some(i) = ra.data.iter().zip(rb.data.iter()).position(|(x, y)| x != y) {
                let field = format!("memory at 0x{:x}", ra.addr + i as u64);
                d.push(sides.pair(
                    &field,
                    format!("{:02x}", ra.data[i]),
                    format!("{:02x}", rb.data[i]),
                ));
            }
        }
        if d.len() == before {
            // Regions mapped differently, or shared buffers that differ.
            d.push("memory differs".into());
        }
    }
    if a.messages != b.messages {
        let (x, y) = (a.messages.len(), b.messages.len());
        d.push(sides.pair("messages", x, y) + " entries");
    }
    d
}

/// The first lane of each VGPR that differs (at most eight registers, then
/// one line saying more do).
fn diff_vgprs(a: &Wave, b: &Wave, sides: Sides<'_>, d: &mut Vec<String>) {
    if a.vgpr.limit() != b.vgpr.limit() {
        d.push(sides.pair("VGPR count", a.vgpr.limit(), b.vgpr.limit()));
    }
    let n = a.vgpr.stored().max(b.vgpr.stored());
    let mut shown = 0;
    for r in 0..n {
        let (x, y) = (a.vgpr.lanes(r), b.vgpr.lanes(r));
        if let Some(l) = (0..x.len()).find(|&l| x[l] != y[l]) {
            if shown == 8 {
                d.push("more VGPRs differ".into());
                return;
            }
            let field = format!("v{r}[{l}]");
            d.push(sides.pair(&field, format!("0x{:08x}", x[l]), format!("0x{:08x}", y[l])));
            shown += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::Arch;

    #[test]
    fn names_hwregs_memory_and_messages() {
        let mut a = Wave::new(Arch::Gfx8);
        a.mem.map(0x100, vec![0; 8]).unwrap();
        let mut b = a.clone();
        b.state.hwreg[1] = 0x10;
        b.state.pc = 8;
        b.mem.write_u32(0x104, 0xab00).unwrap(); // byte 0x105 = 0xab
        b.messages.push(crate::state::Message {
            pc: 0,
            simm16: 1,
            m0: 0,
        });
        assert_eq!(
            diff_waves(&a, &b, Sides::Versus),
            [
                "pc: 0x0 vs 0x8",
                "hwreg 1: 0x00000000 vs 0x00000010",
                "memory at 0x105: 00 vs ab",
                "messages: 0 vs 1 entries",
            ]
        );
        assert_eq!(
            diff_waves(&a, &b, Sides::Named("ref", "fast"))[2],
            "memory at 0x105: ref 00, fast ab"
        );
        // Memory mapped differently, no byte to name.
        let mut c = a.clone();
        c.mem.map(0x200, vec![0; 4]).unwrap();
        assert_eq!(diff_waves(&a, &c, Sides::Versus), ["memory differs"]);
    }

    #[test]
    fn names_the_first_lane_of_each_vgpr() {
        let a = Wave::new(Arch::Gfx9);
        let mut b = a.clone();
        b.vgpr.set(3, 5, 9);
        b.vgpr.set(3, 7, 1);
        b.vgpr.set(0, 63, 2);
        assert_eq!(
            diff_waves(&a, &b, Sides::Versus),
            [
                "v0[63]: 0x00000000 vs 0x00000002",
                "v3[5]: 0x00000000 vs 0x00000009"
            ]
        );
        for r in 10..20 {
            b.vgpr.set(r, 0, 1);
        }
        let d = diff_waves(&a, &b, Sides::Versus);
        assert_eq!((d.len(), d[8].as_str()), (9, "more VGPRs differ"));
    }
}
