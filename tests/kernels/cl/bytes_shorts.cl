// Sub-dword loads and stores: signed and unsigned bytes and shorts.
__kernel void bytes_shorts(__global const char *c, __global const uchar *uc,
                           __global const short *s, __global const ushort *us,
                           __global char *oc, __global short *os, __global int *sum) {
  uint i = get_global_id(0);
  int v = c[i] + uc[i] + s[i] + us[i];
  oc[i] = (char)(v >> 1);
  os[i] = (short)(v * 3);
  sum[i] = v;
}
