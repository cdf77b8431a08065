; mcpu: gfx900
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
s_endpgm
