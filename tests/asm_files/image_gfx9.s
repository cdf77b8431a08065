; mcpu: gfx900
; Image statements (docs/assembler.md, "Vector: MIMG").
image_load v[0:3], v[0:3], s[0:7] dmask:0xf
image_load v[4:6], v8, s[8:15] dmask:0x7 a16 tfe d16
image_store v[4:5], v[8:9], s[8:15] dmask:0xf d16
image_atomic_add v[4:5], v8, s[8:15] dmask:0x3 glc slc
image_sample_b_cl v4, v[8:12], s[8:15], s[16:19] dmask:0x1 lwe
image_gather4_c v[4:5], v[8:9], s[8:15], ttmp[0:3] dmask:0x1 d16
image_get_resinfo v[4:7], v8, s[4:11] dmask:0xf
