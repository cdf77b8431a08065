//! Writes a compressed offload bundle header as clang's OffloadBundler.cpp
//! lays it out (docs/code-objects.md, "The compressed bundle layout"); shared
//! by the unit tests of src/code_object/bundle.rs and tests/fat_binary.rs.

/// `CCOB`, u16 version, u16 method (0 zlib, 1 zstd), then v1: u32
/// uncompressed size; v2: u32 total size, u32 uncompressed size; v3: u64
/// total size, u64 uncompressed size; then a u64 hash (not checked by
/// gcnjit; 0 here) and `data`. `total` and `size` are written as given, so a
/// test can make them wrong.
pub fn ccob(version: u16, method: u16, total: u64, size: u64, data: &[u8]) -> Vec<u8> {
    let mut b = b"CCOB".to_vec();
    b.extend(version.to_le_bytes());
    b.extend(method.to_le_bytes());
    match version {
        1 => b.extend((size as u32).to_le_bytes()),
        2 => {
            b.extend((total as u32).to_le_bytes());
            b.extend((size as u32).to_le_bytes());
        }
        _ => {
            b.extend(total.to_le_bytes());
            b.extend(size.to_le_bytes());
        }
    }
    b.extend(0u64.to_le_bytes());
    b.extend(data);
    b
}

/// The header's length for each version.
pub fn header_len(version: u16) -> u64 {
    [20, 24, 32][version as usize - 1]
}
