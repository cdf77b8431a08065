; mcpu: gfx900
; error: 6:1: not found
; llvm-mc: expected directive .end_amdgpu_metadata not found
.amdgpu_metadata
amdhsa.version: [1, 1]
