; mcpu: tahiti
; Image statements (docs/assembler.md, "Vector: MIMG").
image_load v[0:3], v[0:3], s[0:7] dmask:0xf
image_load v[4:5], v8, s[8:15] dmask:0x1 unorm glc slc r128 tfe lwe da
image_store v[4:6], v[8:9], s[8:15] dmask:0x7
image_atomic_cmpswap v[4:5], v8, s[8:15] dmask:0x3 glc
image_atomic_fmax v4, v8, ttmp[4:11] dmask:0x1
image_sample_c_d v[4:7], v[8:11], s[8:15], s[16:19] dmask:0xf
image_gather4_lz_o v[4:7], v[8:9], s[8:15], s[16:19] dmask:0x4 da
image_get_lod v4, v[8:9], s[8:15], s[16:19] dmask:0x1
