//! Pure semantic helpers, one per instruction (or per family of look-alike
//! instructions), straight from docs/semantics.md. They take and return plain values so
//! that the interpreter, the JIT's unit tests and the differential tester share
//! one definition of every edge case. `bool` results are the new SCC.

/// `mask32(w)`: `w` low bits set; all 32 for `w >= 32`.
#[inline]
pub fn mask32(w: u32) -> u32 {
    if w >= 32 {
        u32::MAX
    } else {
        (1u32 << w) - 1
    }
}

/// `mask64(w)`: `w` low bits set; all 64 for `w >= 64`.
#[inline]
pub fn mask64(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// Sign-extends the low `w` bits (1..=32) of `x`.
#[inline]
pub fn sext_from32(x: u32, w: u32) -> u32 {
    let s = 32 - w;
    (((x << s) as i32) >> s) as u32
}

/// Sign-extends the low `w` bits (1..=64) of `x`.
#[inline]
pub fn sext_from64(x: u64, w: u32) -> u64 {
    let s = 64 - w;
    (((x << s) as i64) >> s) as u64
}

// ---- SOP2 arithmetic ----

#[inline]
pub fn s_add_u32(a: u32, b: u32) -> (u32, bool) {
    a.overflowing_add(b)
}

#[inline]
pub fn s_sub_u32(a: u32, b: u32) -> (u32, bool) {
    (a.wrapping_sub(b), b > a)
}

/// SCC = signed overflow (docs/semantics.md §10.2).
#[inline]
pub fn s_add_i32(a: u32, b: u32) -> (u32, bool) {
    let d = a.wrapping_add(b);
    (d, (a >> 31 == b >> 31) && (d >> 31 != a >> 31))
}

/// SCC = signed overflow (docs/semantics.md §10.3).
#[inline]
pub fn s_sub_i32(a: u32, b: u32) -> (u32, bool) {
    let d = a.wrapping_sub(b);
    (d, (a >> 31 != b >> 31) && (d >> 31 != a >> 31))
}

#[inline]
pub fn s_addc_u32(a: u32, b: u32, scc: bool) -> (u32, bool) {
    let t = a as u64 + b as u64 + scc as u64;
    (t as u32, t >> 32 != 0)
}

/// Borrow-out is 0/1 (docs/semantics.md §10.5).
#[inline]
pub fn s_subb_u32(a: u32, b: u32, scc: bool) -> (u32, bool) {
    (
        a.wrapping_sub(b).wrapping_sub(scc as u32),
        b as u64 + scc as u64 > a as u64,
    )
}

#[inline]
pub fn s_min_i32(a: u32, b: u32) -> (u32, bool) {
    let c = (a as i32) < (b as i32);
    (if c { a } else { b }, c)
}

#[inline]
pub fn s_min_u32(a: u32, b: u32) -> (u32, bool) {
    let c = a < b;
    (if c { a } else { b }, c)
}

/// Strict `>`: equal operands give SCC = 0 (docs/semantics.md §9.1).
#[inline]
pub fn s_max_i32(a: u32, b: u32) -> (u32, bool) {
    let c = (a as i32) > (b as i32);
    (if c { a } else { b }, c)
}

#[inline]
pub fn s_max_u32(a: u32, b: u32) -> (u32, bool) {
    let c = a > b;
    (if c { a } else { b }, c)
}

#[inline]
pub fn s_mul_i32(a: u32, b: u32) -> u32 {
    a.wrapping_mul(b)
}

#[inline]
pub fn s_absdiff_i32(a: u32, b: u32) -> (u32, bool) {
    let t = a.wrapping_sub(b);
    let d = if (t as i32) < 0 { t.wrapping_neg() } else { t };
    (d, d != 0)
}

#[inline]
pub fn s_mul_hi_u32(a: u32, b: u32) -> u32 {
    ((a as u64 * b as u64) >> 32) as u32
}

#[inline]
pub fn s_mul_hi_i32(a: u32, b: u32) -> u32 {
    ((a as i32 as i64 * b as i32 as i64) >> 32) as u32
}

/// `S_LSHL<n>_ADD_U32`: the shift is done in 64 bits, so bits shifted out of S0
/// also set SCC.
#[inline]
pub fn s_lshl_add_u32(a: u32, b: u32, n: u32) -> (u32, bool) {
    let t = ((a as u64) << n) + b as u64;
    (t as u32, t >> 32 != 0)
}

#[inline]
pub fn s_pack_ll_b32_b16(a: u32, b: u32) -> u32 {
    (a & 0xFFFF) | (b << 16)
}

#[inline]
pub fn s_pack_lh_b32_b16(a: u32, b: u32) -> u32 {
    (a & 0xFFFF) | (b & 0xFFFF_0000)
}

#[inline]
pub fn s_pack_hh_b32_b16(a: u32, b: u32) -> u32 {
    (a >> 16) | (b & 0xFFFF_0000)
}

// ---- selects, bitwise logic and compares ----

/// `s_cselect_b32`: S0 when SCC is set, else S1.
#[inline]
pub fn s_cselect_b32(a: u32, b: u32, scc: bool) -> u32 {
    if scc {
        a
    } else {
        b
    }
}
/// `s_cselect_b64`.
#[inline]
pub fn s_cselect_b64(a: u64, b: u64, scc: bool) -> u64 {
    if scc {
        a
    } else {
        b
    }
}

/// The eight bitwise SOP2 operations, each for 32 and 64 bits.
macro_rules! bitwise {
    ($($n32:ident $n64:ident |$a:ident, $b:ident| $e:expr;)*) => {$(
        #[inline]
        pub fn $n32($a: u32, $b: u32) -> u32 {
            $e
        }
        #[inline]
        pub fn $n64($a: u64, $b: u64) -> u64 {
            $e
        }
    )*};
}
bitwise! {
    s_and_b32 s_and_b64 |a, b| a & b;
    s_or_b32 s_or_b64 |a, b| a | b;
    s_xor_b32 s_xor_b64 |a, b| a ^ b;
    s_andn2_b32 s_andn2_b64 |a, b| a & !b;
    s_orn2_b32 s_orn2_b64 |a, b| a | !b;
    s_nand_b32 s_nand_b64 |a, b| !(a & b);
    s_nor_b32 s_nor_b64 |a, b| !(a | b);
    s_xnor_b32 s_xnor_b64 |a, b| !(a ^ b);
}

/// The SOPC compares (the `_i32` and `_u32` forms of EQ and LG are one).
macro_rules! compare {
    ($($name:ident $t:ty: |$a:ident, $b:ident| $e:expr;)*) => {$(
        #[inline]
        pub fn $name(a: $t, b: u32) -> bool {
            let ($a, $b) = (a, b);
            $e
        }
    )*};
}
compare! {
    s_cmp_eq u32: |a, b| a == b;
    s_cmp_lg u32: |a, b| a != b;
    s_cmp_gt_i32 u32: |a, b| (a as i32) > (b as i32);
    s_cmp_ge_i32 u32: |a, b| (a as i32) >= (b as i32);
    s_cmp_lt_i32 u32: |a, b| (a as i32) < (b as i32);
    s_cmp_le_i32 u32: |a, b| (a as i32) <= (b as i32);
    s_cmp_gt_u32 u32: |a, b| a > b;
    s_cmp_ge_u32 u32: |a, b| a >= b;
    s_cmp_lt_u32 u32: |a, b| a < b;
    s_cmp_le_u32 u32: |a, b| a <= b;
    s_bitcmp0_b32 u32: |a, b| (a >> (b & 31)) & 1 == 0;
    s_bitcmp1_b32 u32: |a, b| (a >> (b & 31)) & 1 == 1;
    s_bitcmp0_b64 u64: |a, b| (a >> (b & 63)) & 1 == 0;
    s_bitcmp1_b64 u64: |a, b| (a >> (b & 63)) & 1 == 1;
}
/// `s_cmp_eq_u64`.
#[inline]
pub fn s_cmp_eq_u64(a: u64, b: u64) -> bool {
    a == b
}
/// `s_cmp_lg_u64`.
#[inline]
pub fn s_cmp_lg_u64(a: u64, b: u64) -> bool {
    a != b
}

// ---- shifts (count masked) ----

#[inline]
pub fn s_lshl_b32(a: u32, b: u32) -> u32 {
    a << (b & 31)
}
#[inline]
pub fn s_lshl_b64(a: u64, b: u32) -> u64 {
    a << (b & 63)
}
#[inline]
pub fn s_lshr_b32(a: u32, b: u32) -> u32 {
    a >> (b & 31)
}
#[inline]
pub fn s_lshr_b64(a: u64, b: u32) -> u64 {
    a >> (b & 63)
}
#[inline]
pub fn s_ashr_i32(a: u32, b: u32) -> u32 {
    ((a as i32) >> (b & 31)) as u32
}
#[inline]
pub fn s_ashr_i64(a: u64, b: u32) -> u64 {
    ((a as i64) >> (b & 63)) as u64
}

// ---- bit fields ----

#[inline]
pub fn s_bfm_b32(a: u32, b: u32) -> u32 {
    ((1u32 << (a & 31)) - 1) << (b & 31)
}

#[inline]
pub fn s_bfm_b64(a: u32, b: u32) -> u64 {
    ((1u64 << (a & 63)) - 1) << (b & 63)
}

#[inline]
pub fn s_bfe_u32(a: u32, b: u32) -> u32 {
    let o = b & 31;
    let w = (b >> 16) & 0x7F;
    (a >> o) & mask32(w)
}

#[inline]
pub fn s_bfe_i32(a: u32, b: u32) -> u32 {
    let o = b & 31;
    let w = (b >> 16) & 0x7F;
    let t = ((a as i32) >> o) as u32;
    match w {
        0 => 0,
        32.. => t,
        _ => sext_from32(t & mask32(w), w),
    }
}

#[inline]
pub fn s_bfe_u64(a: u64, b: u32) -> u64 {
    let o = b & 63;
    let w = (b >> 16) & 0x7F;
    (a >> o) & mask64(w)
}

#[inline]
pub fn s_bfe_i64(a: u64, b: u32) -> u64 {
    let o = b & 63;
    let w = (b >> 16) & 0x7F;
    let t = ((a as i64) >> o) as u64;
    match w {
        0 => 0,
        64.. => t,
        _ => sext_from64(t & mask64(w), w),
    }
}

// ---- SOP1 unary ----

/// Bit `4q` set when nibble `q` of `a` has any bit set, every other bit
/// clear: two shifts fold each nibble into its lowest bit, without a loop over
/// the sixteen nibbles (`s_wqm` and `s_quadmask` run in EXEC-mask loops).
#[inline]
fn nibbles_nonzero(a: u64) -> u64 {
    let t = a | (a >> 1);
    (t | (t >> 2)) & 0x1111_1111_1111_1111
}

/// Every nibble with any bit set becomes 0xF.
#[inline]
pub fn s_wqm_b64(a: u64) -> u64 {
    // Each nibble holds 0 or 1, so times 0xF it becomes 0 or 0xF, no carry.
    nibbles_nonzero(a) * 0xF
}

#[inline]
pub fn s_wqm_b32(a: u32) -> u32 {
    s_wqm_b64(a as u64) as u32
}

/// One bit per nibble: set when the nibble is non-zero.
#[inline]
pub fn s_quadmask_b64(a: u64) -> u64 {
    // Gathers bit 4q to bit q, halving the gaps: bytes hold two bits, 16-bit
    // groups four, 32-bit groups eight, then all sixteen at the bottom.
    let t = nibbles_nonzero(a);
    let t = (t | (t >> 3)) & 0x0303_0303_0303_0303;
    let t = (t | (t >> 6)) & 0x000F_000F_000F_000F;
    let t = (t | (t >> 12)) & 0x0000_00FF_0000_00FF;
    (t | (t >> 24)) & 0xFFFF
}

#[inline]
pub fn s_quadmask_b32(a: u32) -> u32 {
    s_quadmask_b64(a as u64) as u32 & 0xFF
}

#[inline]
pub fn s_ff0_i32_b32(a: u32) -> u32 {
    if a == u32::MAX {
        u32::MAX
    } else {
        (!a).trailing_zeros()
    }
}

#[inline]
pub fn s_ff0_i32_b64(a: u64) -> u32 {
    if a == u64::MAX {
        u32::MAX
    } else {
        (!a).trailing_zeros()
    }
}

#[inline]
pub fn s_ff1_i32_b32(a: u32) -> u32 {
    if a == 0 {
        u32::MAX
    } else {
        a.trailing_zeros()
    }
}

#[inline]
pub fn s_ff1_i32_b64(a: u64) -> u32 {
    if a == 0 {
        u32::MAX
    } else {
        a.trailing_zeros()
    }
}

#[inline]
pub fn s_flbit_i32_b32(a: u32) -> u32 {
    if a == 0 {
        u32::MAX
    } else {
        a.leading_zeros()
    }
}

#[inline]
pub fn s_flbit_i32_b64(a: u64) -> u32 {
    if a == 0 {
        u32::MAX
    } else {
        a.leading_zeros()
    }
}

/// Count of leading bits equal to the sign bit, minus nothing: the first bit that
/// differs from the sign; -1 for 0 and -1.
#[inline]
pub fn s_flbit_i32(a: u32) -> u32 {
    if a == 0 || a == u32::MAX {
        u32::MAX
    } else if a >> 31 != 0 {
        (!a).leading_zeros()
    } else {
        a.leading_zeros()
    }
}

#[inline]
pub fn s_flbit_i32_i64(a: u64) -> u32 {
    if a == 0 || a == u64::MAX {
        u32::MAX
    } else if a >> 63 != 0 {
        (!a).leading_zeros()
    } else {
        a.leading_zeros()
    }
}

/// INT_MIN stays 0x80000000 (and SCC = 1).
#[inline]
pub fn s_abs_i32(a: u32) -> u32 {
    if (a as i32) < 0 {
        a.wrapping_neg()
    } else {
        a
    }
}

#[inline]
pub fn s_bitreplicate_b64_b32(a: u32) -> u64 {
    let mut d = 0u64;
    for i in 0..32 {
        if (a >> i) & 1 != 0 {
            d |= 3u64 << (2 * i);
        }
    }
    d
}

/// The new EXEC of a `S_<op>_SAVEEXEC_B64` / `_WREXEC_B64` from S0 and the old EXEC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveExec {
    And,
    Or,
    Xor,
    Andn2,
    Orn2,
    Nand,
    Nor,
    Xnor,
    Andn1,
    Orn1,
}

#[inline]
pub fn saveexec(op: SaveExec, s0: u64, old: u64) -> u64 {
    match op {
        SaveExec::And => s0 & old,
        SaveExec::Or => s0 | old,
        SaveExec::Xor => s0 ^ old,
        SaveExec::Andn2 => s0 & !old,
        SaveExec::Orn2 => s0 | !old,
        SaveExec::Nand => !(s0 & old),
        SaveExec::Nor => !(s0 | old),
        SaveExec::Xnor => !(s0 ^ old),
        SaveExec::Andn1 => !s0 & old,
        SaveExec::Orn1 => !s0 | old,
    }
}

// ---- SOPK ----

/// SCC = signed overflow of `r + sext(k)`, from the old value (docs/semantics.md §10.11).
#[inline]
pub fn s_addk_i32(r: u32, k: u16) -> (u32, bool) {
    let d = r.wrapping_add(k as i16 as i32 as u32);
    let kneg = (k >> 15) as u32;
    (d, (r >> 31 == kneg) && (d >> 31 != r >> 31))
}

#[inline]
pub fn s_mulk_i32(r: u32, k: u16) -> u32 {
    r.wrapping_mul(k as i16 as i32 as u32)
}

/// A `hwreg(id, offset, size)` descriptor from SIMM16.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hwreg {
    pub id: usize,
    pub offset: u32,
    pub size: u32,
}

impl Hwreg {
    #[inline]
    pub fn from_simm16(k: u16) -> Self {
        let k = k as u32;
        Hwreg {
            id: (k & 0x3F) as usize,
            offset: (k >> 6) & 0x1F,
            size: ((k >> 11) & 0x1F) + 1,
        }
    }

    /// The bits of the register the descriptor covers.
    #[inline]
    pub fn mask(self) -> u32 {
        mask32(self.size) << self.offset
    }
}

/// `S_GETREG_B32`: the field of `value`.
#[inline]
pub fn getreg(value: u32, h: Hwreg) -> u32 {
    (value >> h.offset) & mask32(h.size)
}

/// `S_SETREG_B32`: `old` with the field replaced by `r`, limited to `writable` bits.
#[inline]
pub fn setreg(old: u32, r: u32, h: Hwreg, writable: u32) -> u32 {
    let m = h.mask() & writable;
    (old & !m) | ((r << h.offset) & m)
}

// ---- scalar memory atomics ----

/// Atomic operations (32- and 64-bit alike): the scalar unit's, and the
/// float ones of the vector memory families (`Fcmpswap`, `Fmin`, `Fmax`: f32,
/// or f64 at 64 bits; docs/semantics.md §11.22).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atomic {
    Swap,
    Cmpswap,
    Fcmpswap,
    Fmin,
    Fmax,
    Add,
    Sub,
    Smin,
    Umin,
    Smax,
    Umax,
    And,
    Or,
    Xor,
    Inc,
    Dec,
}

/// The value stored by an atomic at a location holding `old`; `data` is the
/// operand (for CMPSWAP the new value) and `cmp` CMPSWAP's compare value. `bits`
/// is 32 or 64 (signed comparisons use that width).
#[inline]
pub fn atomic(op: Atomic, old: u64, data: u64, cmp: u64, bits: u32) -> u64 {
    let m = mask64(bits);
    let sx = |v: u64| sext_from64(v, bits) as i64;
    let r = match op {
        Atomic::Swap => data,
        Atomic::Cmpswap => {
            if old == cmp {
                data
            } else {
                old
            }
        }
        Atomic::Fcmpswap if float_eq(old, cmp, bits) => data,
        Atomic::Fcmpswap => old,
        Atomic::Fmin => float_min_max(old, data, bits, false),
        Atomic::Fmax => float_min_max(old, data, bits, true),
        Atomic::Add => old.wrapping_add(data),
        Atomic::Sub => old.wrapping_sub(data),
        Atomic::Smin => {
            if sx(data) < sx(old) {
                data
            } else {
                old
            }
        }
        Atomic::Umin => old.min(data),
        Atomic::Smax => {
            if sx(data) > sx(old) {
                data
            } else {
                old
            }
        }
        Atomic::Umax => old.max(data),
        Atomic::And => old & data,
        Atomic::Or => old | data,
        Atomic::Xor => old ^ data,
        Atomic::Inc => {
            if old >= data {
                0
            } else {
                old + 1
            }
        }
        Atomic::Dec => {
            if old == 0 || old > data {
                data
            } else {
                old - 1
            }
        }
    };
    r & m
}

/// The float value of `v` (f64 when `bits` is 64, else f32) as f64.
fn as_float(v: u64, bits: u32) -> f64 {
    if bits == 64 {
        f64::from_bits(v)
    } else {
        f32::from_bits(v as u32) as f64
    }
}

/// Whether `a` and `b` are equal floats of `bits` (-0 equals +0, a NaN
/// equals nothing), as the float compare-and-swap atomics compare.
fn float_eq(a: u64, b: u64, bits: u32) -> bool {
    as_float(a, bits) == as_float(b, bits)
}

/// The minimum (or maximum) of `old` and `data` as `v_min_f32`/`v_max_f32`
/// choose it (docs/semantics.md §11.4): a NaN operand gives the other one,
/// -0 is below +0. The chosen operand's bits are stored unchanged.
fn float_min_max(old: u64, data: u64, bits: u32, max: bool) -> u64 {
    let (a, b) = (as_float(old, bits), as_float(data, bits));
    if a.is_nan() {
        return data;
    }
    if b.is_nan() {
        return old;
    }
    // Order by value, then -0 below +0.
    let key = |v: f64| (v, !v.is_sign_negative());
    let (ka, kb) = (key(a), key(b));
    let b_below = kb.0 < ka.0 || (kb.0 == ka.0 && !kb.1 && ka.1);
    if kb != ka && b_below != max {
        data
    } else {
        old
    }
}

/// A buffer descriptor (V#) as scalar buffer instructions use it (docs/semantics.md
/// §6): the 48-bit base, and the byte bound below which dwords are in range
/// (`num_records`, times the stride when the stride is not 0).
pub fn buffer_descriptor(dw0: u32, dw1: u32, dw2: u32) -> (u64, u64) {
    let base = dw0 as u64 | ((dw1 & 0xFFFF) as u64) << 32;
    let stride = ((dw1 >> 16) & 0x3FFF) as u64;
    let limit = if stride == 0 {
        dw2 as u64
    } else {
        stride * dw2 as u64
    };
    (base, limit)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The nibble-at-a-time definitions of `s_wqm_b64` and `s_quadmask_b64`
    /// (docs/semantics.md), against the shift forms, on every one- and
    /// two-nibble pattern and pseudo-random words.
    #[test]
    fn wqm_and_quadmask_match_their_nibble_definitions() {
        fn by_nibble(a: u64) -> (u64, u64) {
            let (mut wqm, mut quad) = (0, 0);
            for q in 0..16 {
                if (a >> (4 * q)) & 0xF != 0 {
                    wqm |= 0xFu64 << (4 * q);
                    quad |= 1u64 << q;
                }
            }
            (wqm, quad)
        }
        let mut words = vec![0, u64::MAX];
        for q in 0..16 {
            for v in 1..16u64 {
                words.push(v << (4 * q));
                for r in 0..16 {
                    words.push(v << (4 * q) | 1u64 << (4 * r + 3));
                }
            }
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..100_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            words.push(x);
            words.push(x & x.rotate_left(17) & x.rotate_left(31));
        }
        for a in words {
            assert_eq!((s_wqm_b64(a), s_quadmask_b64(a)), by_nibble(a), "{a:#x}");
            assert_eq!(s_wqm_b32(a as u32), by_nibble(a as u32 as u64).0 as u32);
            assert_eq!(
                s_quadmask_b32(a as u32),
                by_nibble(a as u32 as u64).1 as u32
            );
        }
    }

    #[test]
    fn s_add_i32_overflow_cases_from_errata() {
        assert_eq!(s_add_i32(0x7FFF_FFFF, 1), (0x8000_0000, true));
        assert_eq!(s_add_i32(0x8000_0000, 0xFFFF_FFFF), (0x7FFF_FFFF, true));
        assert_eq!(s_add_i32(-10i32 as u32, 20), (10, false));
    }

    #[test]
    fn s_sub_i32_overflow() {
        assert_eq!(s_sub_i32(0x7FFF_FFFF, 0xFFFF_FFFF), (0x8000_0000, true));
        assert_eq!(s_sub_i32(5, 7), (0xFFFF_FFFE, false));
    }

    #[test]
    fn s_subb_u32_borrow_is_one_bit() {
        assert_eq!(s_subb_u32(0, 0, true), (0xFFFF_FFFF, true));
        assert_eq!(s_subb_u32(5, 5, false), (0, false));
        assert_eq!(s_subb_u32(5, 4, true), (0, false));
        assert_eq!(s_subb_u32(0, 0xFFFF_FFFF, true), (0, true));
    }

    #[test]
    fn s_absdiff_i32_amd_examples() {
        assert_eq!(s_absdiff_i32(2, 5).0, 3);
        assert_eq!(s_absdiff_i32(0xFFFF_FFFF, 0).0, 1);
        assert_eq!(s_absdiff_i32(0x8000_0000, 0).0, 0x8000_0000);
        assert_eq!(s_absdiff_i32(0x8000_0000, 1).0, 0x7FFF_FFFF);
        assert_eq!(s_absdiff_i32(0x8000_0000, 0xFFFF_FFFF).0, 0x7FFF_FFFF);
    }

    #[test]
    fn s_mul_hi_i32_examples() {
        assert_eq!(s_mul_hi_i32(0xFFFF_FFFF, 2), 0xFFFF_FFFF);
        assert_eq!(s_mul_hi_i32(0x8000_0000, 2), 0xFFFF_FFFF);
        assert_eq!(s_mul_hi_u32(0x8000_0000, 2), 1);
    }

    #[test]
    fn s_bfe_widths() {
        assert_eq!(s_bfe_u32(0xFFFF_FFFF, 0), 0);
        assert_eq!(s_bfe_u32(0x1234_5678, 4 | 8 << 16), 0x67);
        assert_eq!(s_bfe_u32(0x8000_0000, 28 | 32 << 16), 8);
        assert_eq!(s_bfe_i32(0x0000_00F0, 4 | 4 << 16), 0xFFFF_FFFF);
        assert_eq!(s_bfe_i32(0x8000_0000, 28 | 100 << 16), 0xFFFF_FFF8);
        assert_eq!(s_bfe_u64(u64::MAX, 60 | 127 << 16), 0xF);
        assert_eq!(
            s_bfe_i64(0x8000_0000_0000_0000, 60 | 64 << 16),
            u64::MAX - 7
        );
        assert_eq!(s_bfe_i64(0xF0, 4 | 4 << 16), u64::MAX);
    }

    #[test]
    fn find_bit_examples() {
        assert_eq!(s_ff0_i32_b32(0xAAAA_AAAA), 0);
        assert_eq!(s_ff0_i32_b32(0x5555_5555), 1);
        assert_eq!(s_ff0_i32_b32(0), 0);
        assert_eq!(s_ff0_i32_b32(0xFFFE_FFFF), 16);
        assert_eq!(s_ff1_i32_b32(0x0001_0000), 16);
        assert_eq!(s_ff1_i32_b32(0xFFFF_FFFF), 0);
        assert_eq!(s_flbit_i32_b32(0x0000_CCCC), 16);
        assert_eq!(s_flbit_i32_b32(0x7FFF_FFFF), 1);
        assert_eq!(s_flbit_i32(0xFFFF_3333), 16);
        assert_eq!(s_flbit_i32(0x8000_0000), 1);
        assert_eq!(s_flbit_i32(0xFFFF_FFFF), u32::MAX);
    }

    #[test]
    fn s_addk_i32_uses_old_value() {
        assert_eq!(s_addk_i32(0x7FFF_FFFF, 1), (0x8000_0000, true));
        assert_eq!(s_addk_i32(0x8000_0000, 0xFFFF), (0x7FFF_FFFF, true));
        assert_eq!(s_addk_i32(5, 0xFFFF), (4, false));
    }

    #[test]
    fn atomic_inc_dec_wrap() {
        assert_eq!(atomic(Atomic::Inc, 5, 5, 0, 32), 0);
        assert_eq!(atomic(Atomic::Inc, 4, 5, 0, 32), 5);
        assert_eq!(atomic(Atomic::Dec, 0, 7, 0, 32), 7);
        assert_eq!(atomic(Atomic::Dec, 9, 7, 0, 32), 7);
        assert_eq!(atomic(Atomic::Dec, 3, 7, 0, 32), 2);
        assert_eq!(atomic(Atomic::Smin, 5, 0xFFFF_FFFF, 0, 32), 0xFFFF_FFFF);
        // f32: -0 equals +0 (stores 2.0), a NaN equals nothing; min keeps
        // -0 against +0 and takes the number against a NaN.
        assert_eq!(
            atomic(Atomic::Fcmpswap, 0x8000_0000, 0x4000_0000, 0, 32),
            0x4000_0000
        );
        assert_eq!(
            atomic(Atomic::Fcmpswap, 0x7FC0_0000, 1, 0x7FC0_0000, 32),
            0x7FC0_0000
        );
        assert_eq!(atomic(Atomic::Fmin, 0, 0x8000_0000, 0, 32), 0x8000_0000);
        assert_eq!(atomic(Atomic::Fmax, 0x7FC0_0000, 5, 0, 32), 5);
    }
}
