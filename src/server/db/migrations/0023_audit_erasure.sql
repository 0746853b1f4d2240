-- ADR 108: the audit log stays append-only, except that erasing an account may replace the
-- account's name, e-mail and phone inside user_name and details. Only a transaction that set
-- mashwara.erasure may, and only those two columns: the action, who (by id), when and from
-- where stay as they were. DELETE and TRUNCATE are refused as before.
CREATE OR REPLACE FUNCTION audit_logs_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND current_setting('mashwara.erasure', true) = 'on'
     AND NEW.id = OLD.id
     AND NEW.timestamp = OLD.timestamp
     AND NEW.user_id IS NOT DISTINCT FROM OLD.user_id
     AND NEW.user_role IS NOT DISTINCT FROM OLD.user_role
     AND NEW.action = OLD.action
     AND NEW.resource = OLD.resource
     AND NEW.resource_id IS NOT DISTINCT FROM OLD.resource_id
     AND NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$ LANGUAGE plpgsql;
