-- wrk: POST /api/floor?db=N with a cart id per request, as bench/lib/order-carts.lua posts orders.
local ids = {}
for line in io.lines(os.getenv("CART_IDS")) do ids[#ids + 1] = line end
local i = tonumber(os.getenv("CART_OFFSET") or "0")
local origin = os.getenv("ORIGIN")
local path = "/api/floor?db=" .. os.getenv("ROUND_TRIPS")

request = function()
  i = i + 1
  return wrk.format("POST", path, { ["Content-Type"] = "application/json", ["Origin"] = origin }, '{"cartId":"' .. ids[((i - 1) % #ids) + 1] .. '"}')
end
