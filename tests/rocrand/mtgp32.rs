//! MTGP32 written from its definition (Saito and Matsumoto, "Variants of
//! Mersenne Twister suitable for graphic processors", ACM TOMS 39(2), 2013;
//! their mtgp32-fast reference): a state of N = 351 words seeded like
//! MT19937, each output `i` computed from words `i`, `i + 1` and `i + pos`
//! through the parameter set's 16-entry matrix table, stored as word
//! `i + N`, and tempered with word `i + pos - 1` through its tempering
//! table. The parameter sets (mexp 11213) are rocRAND's host table,
//! `mtgp32dc_params_fast_11213`, read from librocrand's `.data`.

/// Words of state MTGP32-11213 recurs over (mexp / 32 + 1).
const N: usize = 351;
/// Bytes of one `mtgp32_params_fast_t` record in the host table.
pub const RECORD: usize = 236;
/// Words of state rocRAND's engine keeps (a ring of 1024).
const RING: usize = 1024;

/// One parameter set.
#[derive(Clone, Debug)]
pub struct Params {
    pub pos: usize,
    pub sh1: u32,
    pub sh2: u32,
    pub tbl: [u32; 16],
    pub tmp_tbl: [u32; 16],
    pub flt_tmp_tbl: [u32; 16],
    pub mask: u32,
}

impl Params {
    /// Parses a host record: mexp, pos, sh1, sh2 (ints), the three tables,
    /// the mask, then a SHA-1 digest the generator does not use.
    pub fn parse(r: &[u8]) -> Params {
        let w = |i: usize| u32::from_le_bytes(r[i * 4..i * 4 + 4].try_into().unwrap());
        assert_eq!(w(0), 11213, "a parameter set of mexp 11213");
        Params {
            pos: w(1) as usize,
            sh1: w(2),
            sh2: w(3),
            tbl: std::array::from_fn(|j| w(4 + j)),
            tmp_tbl: std::array::from_fn(|j| w(20 + j)),
            flt_tmp_tbl: std::array::from_fn(|j| w(36 + j)),
            mask: w(52),
        }
    }
}

/// MTGP's seeding: the words filled with a byte of the hidden seed, then
/// MT19937's recurrence from the seed and the hidden seed.
fn init_state(p: &Params, seed: u32) -> Vec<u32> {
    let hidden = p.tbl[4] ^ (p.tbl[8] << 16);
    let mut t = hidden;
    t = t.wrapping_add(t >> 16);
    t = t.wrapping_add(t >> 8);
    let byte = t & 0xff;
    let mut a = vec![byte * 0x0101_0101; N];
    a[0] = seed;
    a[1] = hidden;
    for i in 1..N {
        let prev = a[i - 1];
        a[i] ^= 1_812_433_253u32
            .wrapping_mul(prev ^ (prev >> 30))
            .wrapping_add(i as u32);
    }
    a
}

/// The first `count` outputs of parameter set `p` seeded with `seed`.
pub fn outputs(p: &Params, seed: u32, count: usize) -> Vec<u32> {
    let mut x = init_state(p, seed);
    (0..count)
        .map(|i| {
            let mut y = (x[i] & p.mask) ^ x[i + 1];
            y ^= y << p.sh1;
            let y = y ^ (x[i + p.pos] >> p.sh2);
            let r = y ^ p.tbl[(y & 0xf) as usize];
            x.push(r);
            let mut t = x[i + p.pos - 1];
            t ^= t >> 16;
            t ^= t >> 8;
            r ^ p.tmp_tbl[(t & 0xf) as usize]
        })
        .collect()
}

/// rocRAND's engine `i` as its host code builds it
/// (`rocrand_make_state_mtgp32`): ring offset 0, id, the seeded state (the
/// ring's other words unused until written), then the parameter set's
/// position, matrix and tempering tables, shifts and the first set's mask.
pub fn engine_bytes(sets: &[Params], i: usize, seed: u32) -> Vec<u8> {
    let p = &sets[i];
    let mut w = vec![0u32, i as u32];
    let mut ring = init_state(p, seed);
    ring.resize(RING, 0);
    w.extend(ring);
    w.push(p.pos as u32);
    w.extend(p.tbl);
    w.extend(p.tmp_tbl);
    w.push(p.sh1);
    w.push(p.sh2);
    w.extend(p.flt_tmp_tbl);
    w.push(sets[0].mask);
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}
