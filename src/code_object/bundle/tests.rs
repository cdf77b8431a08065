//! Malformed-input tests of the bundle reader: every truncation, every
//! corrupted header field and a run of pseudo-random mutations must give an
//! error naming an offset inside the input (or a clean parse), never a panic
//! or an allocation the input does not justify.

use super::*;

#[path = "../../../tests/fat_binary/ccob.rs"]
mod ccob;

/// A bundle written by hand from the layout in `docs/code-objects.md`:
/// entries `(id, bytes)` placed after the header at 8-byte alignment.
fn bundle(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let header: usize = 32 + entries.iter().map(|(id, _)| 24 + id.len()).sum::<usize>();
    let mut at = header.next_multiple_of(8);
    let mut out = BUNDLE_MAGIC.to_vec();
    out.extend((entries.len() as u64).to_le_bytes());
    let mut places = Vec::new();
    for (id, data) in entries {
        out.extend((at as u64).to_le_bytes());
        out.extend((data.len() as u64).to_le_bytes());
        out.extend((id.len() as u64).to_le_bytes());
        out.extend(id.as_bytes());
        places.push(at);
        at = (at + data.len()).next_multiple_of(8);
    }
    for ((_, data), p) in entries.iter().zip(places) {
        out.resize(p, 0);
        out.extend(*data);
    }
    out
}

fn sample() -> Vec<u8> {
    bundle(&[
        ("host-x86_64-unknown-linux", b""),
        ("hipv4-amdgcn-amd-amdhsa--gfx900", b"AAAAAAAA"),
        ("hipv4-amdgcn-amd-amdhsa--gfx906:xnack-", b"BBBBBBBBBBBB"),
        ("hipv4-amdgcn-amd-amdhsa--gfx906:xnack+", b"CCCC"),
    ])
}

fn offset_of(e: &BundleError) -> u64 {
    match e {
        BundleError::Malformed { offset, .. } => *offset,
        other => panic!("expected a malformed-input error, got {other}"),
    }
}

#[test]
fn reads_entries_and_bytes() {
    let b = sample();
    let f = FatBinary::parse(&b).unwrap();
    assert_eq!(f.container, Container::Bundle);
    assert_eq!(f.bundles.len(), 1);
    assert_eq!(f.entries.len(), 4);
    assert!(f.entries[0].is_host() && !f.entries[0].is_device());
    assert_eq!(f.entries[2].target_id(), "gfx906:xnack-");
    assert_eq!(f.entries[2].processor(), "gfx906");
    assert_eq!(f.bytes(&f.entries[1]), b"AAAAAAAA");
    assert_eq!(f.target_list(), "gfx900, gfx906:xnack-, gfx906:xnack+");
}

#[test]
fn selection_rules() {
    let b = sample();
    let f = FatBinary::parse(&b).unwrap();
    let pick = |t: &str| f.select(Some(t)).map(|e| e.target_id().to_string());
    assert_eq!(pick("gfx900").unwrap(), "gfx900");
    // A bare processor fits any feature setting, and an entry without a
    // feature fits a target that names one.
    assert_eq!(pick("gfx900:xnack-").unwrap(), "gfx900");
    assert_eq!(pick("gfx906:xnack+").unwrap(), "gfx906:xnack+");
    assert_eq!(pick("GFX906:xnack-").unwrap(), "gfx906:xnack-");
    assert!(
        matches!(pick("gfx906"), Err(BundleError::Ambiguous { ref matches, .. })
        if matches == "gfx906:xnack-, gfx906:xnack+")
    );
    // Generations: gfx9 fits three entries.
    assert!(matches!(pick("gfx9"), Err(BundleError::Ambiguous { .. })));
    assert!(
        matches!(pick("gfx803"), Err(BundleError::UnknownTarget { ref available, .. })
        if available == "gfx900, gfx906:xnack-, gfx906:xnack+")
    );
    assert!(matches!(
        pick("fiji"),
        Err(BundleError::UnknownTarget { .. })
    ));
    assert!(matches!(
        pick("gfx900@3"),
        Err(BundleError::UnknownTarget { .. })
    ));
    assert_eq!(pick("gfx900@0").unwrap(), "gfx900");
    assert!(matches!(f.select(None), Err(BundleError::NoTarget { .. })));
}

#[test]
fn llvm_names_and_generations_choose_too() {
    let b = bundle(&[
        ("hipv4-amdgcn-amd-amdhsa--gfx803", b"xxxx"),
        ("hip-amdgcn-amd-amdhsa-gfx701", b"yyyy"),
    ]);
    let f = FatBinary::parse(&b).unwrap();
    let pick = |t: &str| f.select(Some(t)).unwrap().target_id().to_string();
    assert_eq!(pick("fiji"), "gfx803");
    assert_eq!(pick("polaris11"), "gfx803");
    assert_eq!(pick("gfx8"), "gfx803");
    assert_eq!(pick("hawaii"), "gfx701");
    assert_eq!(pick("gcn1.1"), "gfx701");
}

#[test]
fn the_only_device_entry_needs_no_target() {
    let b = bundle(&[
        ("host-x86_64-unknown-linux", b""),
        ("hipv4-amdgcn-amd-amdhsa--gfx900", b"code"),
    ]);
    let f = FatBinary::parse(&b).unwrap();
    assert_eq!(f.select(None).unwrap().target_id(), "gfx900");
}

#[test]
fn consecutive_bundles_with_padding() {
    let one = bundle(&[("hipv4-amdgcn-amd-amdhsa--gfx900", b"first...")]);
    let two = bundle(&[("hipv4-amdgcn-amd-amdhsa--gfx900", b"second..")]);
    let mut b = one.clone();
    b.resize(4096, 0);
    b.extend(&two);
    b.extend([0u8; 13]);
    let f = FatBinary::parse(&b).unwrap();
    assert_eq!(f.bundles.len(), 2);
    assert_eq!(f.bundles[1].offset, 4096);
    assert_eq!(f.target_list(), "gfx900@0, gfx900@1");
    assert!(matches!(
        f.select(Some("gfx900")),
        Err(BundleError::Ambiguous { .. })
    ));
    let second = f.select(Some("gfx900@1")).unwrap();
    assert_eq!(f.bytes(second), b"second..");
    // Anything but zero padding between bundles is an error at its offset.
    b[4000] = 1;
    assert_eq!(offset_of(&FatBinary::parse(&b).unwrap_err()), 4000);
}

#[test]
fn every_truncation_is_an_error_inside_the_input() {
    let b = sample();
    for n in 0..b.len() {
        match FatBinary::parse(&b[..n]) {
            Ok(f) => panic!("{n} bytes parsed: {:?}", f.entries),
            Err(e) => {
                let msg = e.to_string();
                assert!(offset_of(&e) <= n as u64, "{n}: {msg}");
                assert!(msg.starts_with("offset 0x"), "{msg}");
            }
        }
    }
}

#[test]
fn huge_fields_are_errors() {
    let put = |b: &mut Vec<u8>, at: usize, v: u64| b[at..at + 8].copy_from_slice(&v.to_le_bytes());
    // (field offset, value, message, offset the error names): the count, then
    // entry 0's offset, size and id length (an entry's range is reported at
    // the entry, its id length at the field).
    let cases: [(usize, u64, &str, u64); 6] = [
        (24, u64::MAX, "entries declared", 24),
        (24, MAX_ENTRIES + 1, "entries declared", 24),
        (32, u64::MAX - 4, "runs past the end", 32),
        (40, u64::MAX, "runs past the end", 32),
        (48, u64::MAX, "id length", 48),
        (48, 0, "id length", 48),
    ];
    for (at, v, what, reported) in cases {
        let mut b = sample();
        put(&mut b, at, v);
        let e = FatBinary::parse(&b).unwrap_err();
        assert!(e.to_string().contains(what), "field at {at} = {v:#x}: {e}");
        assert_eq!(offset_of(&e), reported, "{e}");
    }
}

#[test]
fn overlapping_and_header_entries_are_errors() {
    let mut b = sample();
    // Entry 2 (the gfx906:xnack- one) moved onto entry 1's bytes.
    let first = u64::from_le_bytes(b[32 + 24 + 25..32 + 24 + 25 + 8].try_into().unwrap());
    let e2 = 32 + (24 + 25) + (24 + 31);
    b[e2..e2 + 8].copy_from_slice(&(first + 4).to_le_bytes());
    let e = FatBinary::parse(&b).unwrap_err();
    assert!(e.to_string().contains("overlap the entry"), "{e}");
    assert_eq!(offset_of(&e), e2 as u64);
    b[e2..e2 + 8].copy_from_slice(&8u64.to_le_bytes());
    let e = FatBinary::parse(&b).unwrap_err();
    assert!(e.to_string().contains("overlap the bundle header"), "{e}");
}

#[test]
fn compressed_headers_are_checked() {
    let inner = sample();
    let z = miniz_oxide::deflate::compress_to_vec_zlib(&inner, 6);
    let ccob = |version: u16, method: u16, total: u64, size: u64| {
        ccob::ccob(version, method, total, size, &z)
    };
    let n = inner.len() as u64;
    for v in 1..=3 {
        let b = ccob(v, 0, ccob::header_len(v) + z.len() as u64, n);
        let f = FatBinary::parse(&b).unwrap();
        assert_eq!(f.bundles[0].compression.unwrap().version, v);
        let e = f.select(Some("gfx900")).unwrap();
        assert_eq!(f.bytes(e), b"AAAAAAAA");
        for cut in 0..b.len() {
            let r = FatBinary::parse(&b[..cut]);
            assert!(r.is_err(), "v{v} cut at {cut} parsed");
        }
    }
    let err = |b: Vec<u8>| FatBinary::parse(&b).unwrap_err().to_string();
    let t = ccob::header_len(3) + z.len() as u64;
    assert!(err(ccob(4, 0, t, n)).contains("version 4"));
    assert!(err(ccob(3, 7, t, n)).contains("compression method 7"));
    assert!(err(ccob(3, 0, t, u64::MAX)).contains("claims"));
    assert!(err(ccob(3, 0, t, MAX_DECOMPRESSED + 1)).contains("claims"));
    assert!(err(ccob(3, 0, t + 1, n)).contains("total size"));
    assert!(err(ccob(3, 0, 3, n)).contains("total size"));
    assert!(err(ccob(3, 0, t, n - 1)).contains("zlib"));
    assert!(err(ccob(3, 0, t, n + 1)).contains("decompressed to"));
    assert!(err(ccob(3, 1, t, n)).contains("zstd"));
}

#[test]
fn random_mutations_never_panic() {
    let base = sample();
    // xorshift64*: a fixed sequence, so a failure reproduces.
    let mut s = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        s.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    for _ in 0..20_000 {
        let mut b = base.clone();
        for _ in 0..1 + next() % 4 {
            let at = (next() % b.len() as u64) as usize;
            match next() % 3 {
                0 => b[at] = next() as u8,
                1 => b[at] ^= 1 << (next() % 8),
                _ => b.truncate(at.max(1)),
            }
        }
        if let Err(e) = FatBinary::parse(&b) {
            assert!(offset_of(&e) <= b.len() as u64, "{e}");
        }
    }
}
