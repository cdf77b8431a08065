//! Philox4x32-10 written from its definition (Salmon et al., "Parallel
//! random numbers: as easy as 1, 2, 3", SC11; Random123): a 128-bit
//! counter and a 64-bit key, ten rounds of two 32x32->64 multiplications,
//! the key bumped by the Weyl constants between rounds. Stream position `n`
//! of key `seed` is word `n % 4` of the block of counter `n / 4`.

const M0: u64 = 0xD251_1F53;
const M1: u64 = 0xCD9E_8D57;
const W0: u32 = 0x9E37_79B9;
const W1: u32 = 0xBB67_AE85;

/// One Philox4x32 round: the products of words 0 and 2, their high halves
/// xored with the other words and the key, the words permuted.
fn round(c: [u32; 4], k: [u32; 2]) -> [u32; 4] {
    let p0 = M0 * c[0] as u64;
    let p1 = M1 * c[2] as u64;
    [
        (p1 >> 32) as u32 ^ c[1] ^ k[0],
        p1 as u32,
        (p0 >> 32) as u32 ^ c[3] ^ k[1],
        p0 as u32,
    ]
}

/// The ten-round block function.
pub fn block(mut c: [u32; 4], mut k: [u32; 2]) -> [u32; 4] {
    for r in 0..10 {
        if r > 0 {
            k = [k[0].wrapping_add(W0), k[1].wrapping_add(W1)];
        }
        c = round(c, k);
    }
    c
}

fn key(seed: u64) -> [u32; 2] {
    [seed as u32, (seed >> 32) as u32]
}

/// The 128-bit counter of block `b` as four words, low first.
fn counter(b: u128) -> [u32; 4] {
    [
        b as u32,
        (b >> 32) as u32,
        (b >> 64) as u32,
        (b >> 96) as u32,
    ]
}

/// `count` numbers of the stream of `seed` from position `start`.
pub fn stream(seed: u64, start: u64, count: usize) -> Vec<u32> {
    let k = key(seed);
    let mut out = Vec::with_capacity(count);
    let mut n = start as u128;
    let mut cached = (u128::MAX, [0u32; 4]);
    while out.len() < count {
        let b = n / 4;
        if cached.0 != b {
            cached = (b, block(counter(b), k));
        }
        out.push(cached.1[(n % 4) as usize]);
        n += 1;
    }
    out
}

/// rocRAND's `philox4x32_10_device_engine(seed, 0, offset)` as the host
/// builds it and passes it by value (48 bytes: counter, the block of the
/// counter, key, substate, padding).
pub fn engine_bytes(seed: u64, offset: u64) -> Vec<u8> {
    let c = counter(offset as u128 / 4);
    let k = key(seed);
    let mut words = Vec::new();
    words.extend(c);
    words.extend(block(c, k));
    words.extend(k);
    words.push((offset % 4) as u32);
    words.push(0);
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}
