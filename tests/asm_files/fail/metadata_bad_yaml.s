; mcpu: gfx900
; error: 7:21: line 6
; llvm-mc: invalid HSA metadata
.amdgpu_metadata
amdhsa.version: [1, 1
amdhsa.kernels: []
.end_amdgpu_metadata
