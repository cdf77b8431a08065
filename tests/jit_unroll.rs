//! Unrolled loops of several blocks (docs/internals.md, optimized tier): at
//! opt_level=speed a loop whose blocks form a chain from its header back to
//! it, with a branch that becomes selects, is lowered eight times in a row,
//! exits out of any copy being ordinary branches. The results, the step counts and every step limit (inside the
//! first two unrolled rounds, around the header's budget check, at the
//! exits) must stay those of the interpreter; the full runs are checked
//! against values worked out by hand.

mod common;

use common::{clif, run_checked, ISQRT};
use gcnjit::{Arch, Outcome, Wave};

/// [`run_checked`] (every step limit up to `cap` against the interpreter,
/// then unlimited on the JIT), which must not have left any instruction to
/// the interpreter; returns the outcome, wave and CLIF.
fn check(src: &str, start: &Wave, cap: u64) -> (Outcome, Wave, String) {
    let (o, w, j) = run_checked(src, start, cap);
    assert_eq!(j.stats().interp_steps, 0, "{o:?}");
    (o, w, clif(&j))
}

/// How many times the instruction `mnemonic` appears in the CLIF's
/// comments: once per copy lowered, and for a loop block other than the
/// header once more (the region's own block, lowered for any other edge
/// into it, dead when there is none).
fn copies_of(clif: &str, mnemonic: &str) -> usize {
    clif.lines()
        .filter(|l| l.trim_start().starts_with(';') && l.contains(mnemonic))
        .count()
}

fn wave(regs: &[(usize, u32)]) -> Wave {
    let mut w = Wave::new(Arch::Gfx9);
    for &(r, v) in regs {
        w.state.sgpr[r] = v;
    }
    w
}

#[test]
fn isqrt_loop_is_unrolled_and_exact() {
    // 16 iterations (the bit goes 2^30, 2^28, ..., 1): 4 + 3 steps each,
    // 2 more when the subtraction is taken, plus 2 moves and s_endpgm.
    // 0xFFFFFFFF: root 65535 (65535^2 = 0xFFFE0001), remainder 0x1FFFE,
    // every iteration takes the subtraction.
    let (o, w, clif) = check(ISQRT, &wave(&[(4, 0xFFFF_FFFF)]), u64::MAX);
    assert_eq!((w.state.sgpr[5], w.state.sgpr[4]), (65535, 0x1FFFE));
    assert_eq!(o.steps, 16 * 9 + 3);
    assert_eq!(copies_of(&clif, "s_lshr_b32 s6, s6, 2"), 8 + 1, "{clif}");
    // 1000000: root 1000, remainder 0; the subtraction is taken for the
    // six one bits of 1000 (0b1111101000).
    let (o, w, _) = check(ISQRT, &wave(&[(4, 1_000_000)]), u64::MAX);
    assert_eq!((w.state.sgpr[5], w.state.sgpr[4]), (1000, 0));
    assert_eq!(o.steps, 16 * 7 + 6 * 2 + 3);
    // 2: root 1, remainder 1, one subtraction.
    let (o, w, _) = check(ISQRT, &wave(&[(4, 2)]), u64::MAX);
    assert_eq!((w.state.sgpr[5], w.state.sgpr[4]), (1, 1));
    assert_eq!(o.steps, 16 * 7 + 2 + 3);
}

/// The gcd kernel's loop: the header compares and leaves for `found`, the
/// body ends with `s_branch gcd`. No branch in it becomes selects, so it is
/// not unrolled (measured slower unrolled, `unroll`), but its exactness
/// is checked all the same.
const GCD: &str = "
gcd:
    s_cmp_eq_u32 s2, s3
    s_cbranch_scc1 found
    s_min_u32 s4, s2, s3
    s_max_u32 s5, s2, s3
    s_sub_u32 s5, s5, s4
    s_ff1_i32_b32 s6, s5
    s_lshr_b32 s3, s5, s6
    s_mov_b32 s2, s4
    s_branch gcd
found:
    s_add_u32 s8, s8, s2
    s_endpgm
";

#[test]
fn gcd_loop_is_exact() {
    // (2^31 - 1, 1): each iteration halves (a - 1) into b until b = 1:
    // b = 2^30 - 1, 2^29 - 1, ..., 1 after 30 iterations of 9 steps, then
    // the compare and branch, the add and s_endpgm.
    let (o, w, clif) = check(GCD, &wave(&[(2, 0x7FFF_FFFF), (3, 1)]), u64::MAX);
    assert_eq!(
        (w.state.sgpr[2], w.state.sgpr[3], w.state.sgpr[8]),
        (1, 1, 1)
    );
    assert_eq!(o.steps, 30 * 9 + 4);
    assert_eq!(copies_of(&clif, "s_min_u32"), 1, "{clif}");
    // gcd(105, 33) = 3: (33, 9), (9, 3), (3, 3).
    let (o, w, _) = check(GCD, &wave(&[(2, 105), (3, 33), (8, 10)]), u64::MAX);
    assert_eq!((w.state.sgpr[2], w.state.sgpr[8]), (3, 13));
    assert_eq!(o.steps, 3 * 9 + 4);
    // Equal on entry: no iteration.
    let (o, w, _) = check(GCD, &wave(&[(2, 7), (3, 7)]), u64::MAX);
    assert_eq!((w.state.sgpr[8], o.steps), (7, 4));
}

/// The collatz kernel's inner loop: header (leave when x = 1), then an
/// odd/even diamond that becomes selects, then the count, `s_branch inner`.
const COLLATZ: &str = "
inner:
    s_cmp_eq_u64 s[2:3], 1
    s_cbranch_scc1 done
    s_bitcmp1_b32 s2, 0
    s_cbranch_scc1 odd
    s_lshr_b64 s[2:3], s[2:3], 1
    s_branch count
odd:
    s_lshl_b64 s[4:5], s[2:3], 1
    s_add_u32 s2, s2, s4
    s_addc_u32 s3, s3, s5
    s_add_u32 s2, s2, 1
    s_addc_u32 s3, s3, 0
count:
    s_add_u32 s6, s6, 1
    s_addc_u32 s7, s7, 0
    s_branch inner
done:
    s_endpgm
";

#[test]
fn collatz_loop_is_unrolled_and_exact() {
    // 27 reaches 1 in 111 steps, 41 of them odd (3x + 1): 12 instructions
    // each, the even ones 9, then the compare and branch and s_endpgm.
    let (o, w, clif) = check(COLLATZ, &wave(&[(2, 27)]), u64::MAX);
    assert_eq!((w.state.sgpr[2], w.state.sgpr[3]), (1, 0));
    assert_eq!((w.state.sgpr[6], w.state.sgpr[7]), (111, 0));
    assert_eq!(o.steps, 41 * 12 + 70 * 9 + 3);
    assert_eq!(copies_of(&clif, "s_bitcmp1_b32"), 8 + 1, "{clif}");
    // 0xAAAAAAAB: 3x + 1 = 0x2_00000002 carries into the high half; 254
    // steps, 86 odd. Limits checked over the first 400 steps.
    let (o, w, _) = check(COLLATZ, &wave(&[(2, 0xAAAA_AAAB)]), 400);
    assert_eq!((w.state.sgpr[2], w.state.sgpr[6]), (1, 254));
    assert_eq!(o.steps, 86 * 12 + 168 * 9 + 3);
    // The count's carry: s[6:7] starts at 2^32 - 2, 7 takes 16 steps.
    let (o, w, _) = check(COLLATZ, &wave(&[(2, 7), (6, 0xFFFF_FFFE)]), u64::MAX);
    assert_eq!((w.state.sgpr[6], w.state.sgpr[7]), (14, 1));
    assert_eq!(o.steps, 5 * 12 + 11 * 9 + 3);
}

/// A loop entered in its middle: `mid` is the header (the budget check);
/// `top` runs after it, with a triangle that becomes selects, and falls back
/// into it.
const MID_ENTRY: &str = "
    s_branch mid
top:
    s_mul_i32 s1, s1, 3
    s_bitcmp1_b32 s1, 0
    s_cbranch_scc0 even
    s_add_u32 s1, s1, 1
even:
    s_add_u32 s3, s3, 1
mid:
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 top
    s_add_u32 s2, s1, 5
    s_endpgm
";

#[test]
fn loop_entered_in_its_middle_is_exact() {
    // s1 = 1, s0 = 20: 19 times round; the first turns 3 (odd) into 4, the
    // others multiply an even value by 3: s1 = 4 * 3^18 = 1549681956.
    // Steps: the branch, 20 * 3 at `mid`, 19 * 4 at `top` and `even`, the
    // one add on the odd side, then the add and s_endpgm.
    let (o, w, clif) = check(MID_ENTRY, &wave(&[(0, 20), (1, 1)]), u64::MAX);
    assert_eq!(w.state.sgpr[1], 1_549_681_956);
    assert_eq!((w.state.sgpr[2], w.state.sgpr[3]), (1_549_681_961, 19));
    assert_eq!(o.steps, 1 + 20 * 3 + 19 * 4 + 1 + 2);
    assert_eq!(copies_of(&clif, "s_mul_i32"), 8 + 1, "{clif}");
}

/// Two exits from inside the loop, one of them to the block that follows
/// the loop's last block (which is reached from every copy); the body has
/// a triangle that becomes selects.
const TWO_EXITS: &str = "
head:
    s_add_u32 s1, s1, s2
    s_cmp_gt_u32 s1, 1000
    s_cbranch_scc1 big
    s_add_u32 s2, s2, 3
    s_cmp_lt_u32 s2, 20
    s_cbranch_scc1 small
    s_add_u32 s4, s4, 1
small:
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 head
    s_add_u32 s3, s3, 7
    s_endpgm
big:
    s_add_u32 s3, s3, 100
    s_endpgm
";

#[test]
fn exits_from_any_copy_are_exact() {
    // s2 = 1, 4, 7, ...: s1 after k iterations is k (3k - 1) / 2; over
    // 1000 first at k = 26 (925 at 25, 1001 at 26). s2 reaches 20 or more
    // after its add from iteration 7 on (22), where s4 counts. So 25 whole
    // iterations of 9 steps, 19 of them 10, then 3, then the add and
    // s_endpgm.
    let (o, w, clif) = check(TWO_EXITS, &wave(&[(0, 100), (2, 1)]), u64::MAX);
    assert_eq!((w.state.sgpr[1], w.state.sgpr[3]), (1001, 100));
    assert_eq!(w.state.sgpr[4], 19);
    assert_eq!(o.steps, 25 * 9 + 19 + 3 + 2);
    assert_eq!(copies_of(&clif, "s_cmp_gt_u32"), 8, "{clif}");
    assert_eq!(copies_of(&clif, "s_cmp_lt_u32"), 8 + 1, "{clif}");
    // Ten iterations only: s1 = 145, s4 = 4 (iterations 7 to 10), the loop
    // falls out to the add of 7.
    let (o, w, _) = check(TWO_EXITS, &wave(&[(0, 10), (2, 1)]), u64::MAX);
    assert_eq!((w.state.sgpr[1], w.state.sgpr[3]), (145, 7));
    assert_eq!(w.state.sgpr[4], 4);
    assert_eq!(o.steps, 10 * 9 + 4 + 2);
}

/// A loop with two ways in: the header is `mid` (the region's walk meets
/// the loop there first), and `top`, its other block, is also reached from
/// before the loop: that edge goes to the region's own block (not to a
/// copy), which goes back to the header through its budget check.
const SIDE_ENTRY: &str = "
    s_cmp_eq_u32 s0, 0
    s_cbranch_scc1 mid
top:
    s_add_u32 s1, s1, s0
    s_bitcmp1_b32 s1, 0
    s_cbranch_scc0 mid
    s_add_u32 s2, s2, 1
mid:
    s_add_u32 s0, s0, 1
    s_cmp_lt_u32 s0, 10
    s_cbranch_scc1 top
    s_endpgm
";

#[test]
fn loop_block_reached_from_outside_is_exact() {
    // s0 = 0 goes to `mid` first, then sums s0 = 1..9 into s1: 1, 3, 6,
    // 10, 15, 21, 28, 36, 45, five of them odd (counted in s2). Steps: 2,
    // 3 at `mid`, 9 * (3 + 3), 5 adds, s_endpgm.
    let (o, w, clif) = check(SIDE_ENTRY, &wave(&[]), u64::MAX);
    assert_eq!(
        (w.state.sgpr[0], w.state.sgpr[1], w.state.sgpr[2]),
        (10, 45, 5)
    );
    assert_eq!(o.steps, 2 + 3 + 9 * 6 + 5 + 1);
    assert_eq!(copies_of(&clif, "s_bitcmp1_b32"), 8 + 1, "{clif}");
    // s0 = 3 starts at `top`: sums 3, 7, 12, 18, 25, 33, 42, four odd.
    let (o, w, _) = check(SIDE_ENTRY, &wave(&[(0, 3)]), u64::MAX);
    assert_eq!(
        (w.state.sgpr[0], w.state.sgpr[1], w.state.sgpr[2]),
        (10, 42, 4)
    );
    assert_eq!(o.steps, 2 + 7 * 6 + 4 + 1);
}
