"""GPU mapping, after PPCG's gpu.c / gpu_tree.c: which bands become kernels, which members map to the grid
and to which hardware axis, and what the mapped code is estimated to cost.

* `coalesce.py`  - how each access moves when a band member steps by one (contiguous, uniform, strided);
  it decides which member goes to threadIdx.x.
* `cost.py`      - a model of what a mapping costs on the device (launches, parallel width, per-thread
  work, coalescing, transfers) and on the host; it chooses between schedules and between a one-thread
  kernel and the host.
* `mapping.py`   - kernels found on the schedule tree, their mapped members and axes, `kernel` marks.
"""
